import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apidianApi } from './apidian-api.js';
import { EqdocsSoftwareForm } from './eqdocs-software-form.js';
import { SoftwareForm } from './software-form.js';
import { invoicingNamespace } from './translations.js';
import { useStepIssuers } from './use-issuers.js';

/** 'Configuración del Software': for the issuers not configured yet (spec 3 §2.1, §4). */
export function SoftwareTab() {
  const { t } = useTranslation(invoicingNamespace);
  const step = useStepIssuers('software');
  return (
    <Stack gap="md" maw={720}>
      <SoftwareForm
        issuers={step.issuers}
        loading={step.loading}
        error={step.error}
        labels={{ id: t('software.id'), pin: t('software.pin'), submit: t('software.submit') }}
        required={t('messages.softwareFieldsRequired')}
        saved={t('messages.softwareSaved')}
        validPin={(pin) => pin !== ''}
        save={(access, software) => apidianApi.configureSoftware(access, software, t('messages.softwareFailed'))}
      />
      <EqdocsSoftwareForm />
    </Stack>
  );
}
