import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apidianApi, type SoftwareConfig, type IssuerAccess } from './apidian-api.js';
import { EqdocsSoftwareForm } from './eqdocs-software-form.js';
import { IssuerPicker } from './issuer-picker.js';
import { ResponseBox } from './response-box.js';
import { SoftwareFields } from './software-fields.js';
import { invoicingToast } from './toast.js';
import { invoicingNamespace } from './translations.js';
import { useApidianResponse } from './use-apidian-response.js';
import { useIssuerPick } from './use-issuer-pick.js';
import { useReloadIssuers, useStepIssuers } from './use-issuers.js';

/** 'Configuración del Software': for the issuers not configured yet (spec 3 §2.1, §4). */
export function SoftwareTab() {
  const { t } = useTranslation(invoicingNamespace);
  const step = useStepIssuers('software');
  const pick = useIssuerPick(step.issuers);
  const reload = useReloadIssuers();
  const [software, setSoftware] = useState<SoftwareConfig>({ id: '', pin: '' });
  const outcome = useApidianResponse();

  const save = useMutation({
    mutationFn: ({ access, body }: { access: IssuerAccess; body: SoftwareConfig }) =>
      apidianApi.configureSoftware(access, body, t('messages.softwareFailed')),
    onSuccess: (answer) => {
      outcome.succeeded(t('messages.softwareSaved'), answer);
      pick.reset();
      setSoftware({ id: '', pin: '' });
      void reload();
    },
    onError: (error) => outcome.failed(error),
  });

  const submit = () => {
    const body = { id: software.id.trim(), pin: software.pin.trim() };
    const access = pick.access;
    if (!body.id || !body.pin || !access) return invoicingToast('error', t('messages.softwareFieldsRequired'));
    outcome.clear();
    save.mutate({ access, body });
  };

  return (
    <Stack gap="md" maw={720}>
      <IssuerPicker issuers={step.issuers} pick={pick} loading={step.loading} error={step.error} />
      <SoftwareFields
        labels={{ id: t('software.id'), pin: t('software.pin'), submit: t('software.submit') }}
        id={software.id}
        pin={software.pin}
        onChange={setSoftware}
        onSubmit={submit}
        saving={save.isPending}
      />
      <ResponseBox label={t('setupResponse')} value={outcome.response} />
      <EqdocsSoftwareForm />
    </Stack>
  );
}
