import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IssuerListItem } from '@mb/contracts';
import { apidianApi, type EqdocsSoftwareConfig, type IssuerAccess } from './apidian-api.js';
import { IssuerPicker } from './issuer-picker.js';
import { ResponseBox } from './response-box.js';
import { SoftwareFields } from './software-fields.js';
import { invoicingToast } from './toast.js';
import { invoicingNamespace } from './translations.js';
import { useApidianResponse } from './use-apidian-response.js';
import { useIssuerPick } from './use-issuer-pick.js';
import { useIssuers, useReloadIssuers } from './use-issuers.js';

/** Restaurants' issuers whose software for equivalent documents is not set up yet. */
const waitingForEqdocs = (issuers: IssuerListItem[]) => issuers.filter((issuer) => issuer.restaurant && issuer.eqdocs_configured !== 1);

/**
 * A restaurant's POS documents are signed with a software of their own (DIAN's portal gives its ID and PIN, apart
 * from the invoices' one): `PUT config/softwareeqdocs` (issue 35 item 1). Shown under the invoices' software while a
 * restaurant's issuer still needs it.
 */
export function EqdocsSoftwareForm() {
  const { t } = useTranslation(invoicingNamespace);
  const all = useIssuers();
  const issuers = waitingForEqdocs(all.data ?? []);
  const pick = useIssuerPick(issuers);
  const reload = useReloadIssuers();
  const [software, setSoftware] = useState<EqdocsSoftwareConfig>({ ideqdocs: '', pineqdocs: '' });
  const outcome = useApidianResponse();

  const save = useMutation({
    mutationFn: ({ access, body }: { access: IssuerAccess; body: EqdocsSoftwareConfig }) =>
      apidianApi.configureEqdocsSoftware(access, body, t('messages.softwareFailed')),
    onSuccess: (answer) => {
      outcome.succeeded(t('eqdocsSoftware.saved'), answer);
      pick.reset();
      setSoftware({ ideqdocs: '', pineqdocs: '' });
      void reload();
    },
    onError: (error) => outcome.failed(error),
  });

  const submit = () => {
    const body = { ideqdocs: software.ideqdocs.trim(), pineqdocs: software.pineqdocs.trim() };
    const access = pick.access;
    if (!body.ideqdocs || !/^\d{5}$/.test(body.pineqdocs) || !access) return invoicingToast('error', t('eqdocsSoftware.required'));
    outcome.clear();
    save.mutate({ access, body });
  };

  // Shown while a restaurant's issuer (or the one just chosen) still needs it.
  if (issuers.length === 0 && !outcome.response) return null;
  return (
    <Stack gap="md" maw={720}>
      <Title order={4}>{t('eqdocsSoftware.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('eqdocsSoftware.help')}
      </Text>
      <IssuerPicker issuers={issuers} pick={pick} loading={all.isPending} error={all.error} />
      <SoftwareFields
        labels={{ id: t('eqdocsSoftware.id'), pin: t('eqdocsSoftware.pin'), submit: t('eqdocsSoftware.submit') }}
        id={software.ideqdocs}
        pin={software.pineqdocs}
        onChange={({ id, pin }) => setSoftware({ ideqdocs: id, pineqdocs: pin })}
        onSubmit={submit}
        saving={save.isPending}
      />
      <ResponseBox label={t('setupResponse')} value={outcome.response} />
    </Stack>
  );
}
