import { useState } from 'react';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IssuerListItem } from '@mb/contracts';
import type { ApidianAnswer, IssuerAccess } from './apidian-api.js';
import { IssuerPicker } from './issuer-picker.js';
import { ResponseBox } from './response-box.js';
import { invoicingToast } from './toast.js';
import { invoicingNamespace } from './translations.js';
import { useApidianResponse } from './use-apidian-response.js';
import { useIssuerPick } from './use-issuer-pick.js';
import { useReloadIssuers } from './use-issuers.js';

export interface Software {
  id: string;
  pin: string;
}

interface SoftwareFormProps {
  issuers: IssuerListItem[];
  loading: boolean;
  error: Error | null;
  labels: { id: string; pin: string; submit: string };
  /** Said when the issuer, its token, the ID or a valid PIN is missing. */
  required: string;
  saved: string;
  validPin(pin: string): boolean;
  save(access: IssuerAccess, software: Software): Promise<ApidianAnswer>;
}

/**
 * A software DIAN's portal gave (its ID and PIN) sent for the chosen issuer: the invoices' one, or a restaurant's
 * equivalent documents' one. The answer shows in the response box and the issuer list is read again.
 */
export function SoftwareForm({ issuers, loading, error, labels, required, saved, validPin, save }: SoftwareFormProps) {
  const { t } = useTranslation(invoicingNamespace);
  const pick = useIssuerPick(issuers);
  const reload = useReloadIssuers();
  const [software, setSoftware] = useState<Software>({ id: '', pin: '' });
  const outcome = useApidianResponse();

  const send = useMutation({
    mutationFn: ({ access, body }: { access: IssuerAccess; body: Software }) => save(access, body),
    onSuccess: (answer) => {
      outcome.succeeded(saved, answer);
      pick.reset();
      setSoftware({ id: '', pin: '' });
      void reload();
    },
    onError: (failure) => outcome.failed(failure),
  });

  const submit = () => {
    const body = { id: software.id.trim(), pin: software.pin.trim() };
    const access = pick.access;
    if (!body.id || !validPin(body.pin) || !access) return invoicingToast('error', required);
    outcome.clear();
    send.mutate({ access, body });
  };

  return (
    <>
      <IssuerPicker issuers={issuers} pick={pick} loading={loading} error={error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={labels.id}
          value={software.id}
          onChange={(event) => setSoftware({ ...software, id: event.currentTarget.value })}
          autoComplete="off"
        />
        <TextInput
          label={labels.pin}
          inputMode="numeric"
          value={software.pin}
          onChange={(event) => setSoftware({ ...software, pin: event.currentTarget.value })}
          autoComplete="off"
        />
      </SimpleGrid>
      <Group>
        <Button onClick={submit} loading={send.isPending}>
          {labels.submit}
        </Button>
      </Group>
      <ResponseBox label={t('setupResponse')} value={outcome.response} />
    </>
  );
}
