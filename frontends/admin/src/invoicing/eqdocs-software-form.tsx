import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IssuerListItem } from '@mb/contracts';
import { apidianApi } from './apidian-api.js';
import { SoftwareForm } from './software-form.js';
import { invoicingNamespace } from './translations.js';
import { useIssuers } from './use-issuers.js';

/** Restaurants' issuers whose software for equivalent documents is not set up yet. */
const waitingForEqdocs = (issuers: IssuerListItem[]) => issuers.filter((issuer) => issuer.restaurant && issuer.eqdocs_configured !== 1);

/**
 * A restaurant's POS documents are signed with a software of their own (DIAN's portal gives its ID and 5-digit PIN,
 * apart from the invoices' one): `PUT config/softwareeqdocs` (issue 35 item 1). Shown under the invoices' software
 * while a restaurant's issuer needs it.
 */
export function EqdocsSoftwareForm() {
  const { t } = useTranslation(invoicingNamespace);
  const all = useIssuers();
  const issuers = waitingForEqdocs(all.data ?? []);
  if (issuers.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={4}>{t('eqdocsSoftware.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('eqdocsSoftware.help')}
      </Text>
      <SoftwareForm
        issuers={issuers}
        loading={all.isPending}
        error={all.error}
        labels={{ id: t('eqdocsSoftware.id'), pin: t('eqdocsSoftware.pin'), submit: t('eqdocsSoftware.submit') }}
        required={t('eqdocsSoftware.required')}
        saved={t('eqdocsSoftware.saved')}
        validPin={(pin) => /^\d{5}$/.test(pin)}
        save={(access, { id, pin }) =>
          apidianApi.configureEqdocsSoftware(access, { ideqdocs: id, pineqdocs: pin }, t('messages.softwareFailed'))
        }
      />
    </Stack>
  );
}
