import { useState } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sampleResolution } from '@mb/contracts';
import { apidianApi, type IssuerAccess } from './apidian-api.js';
import { IssuerPicker } from './issuer-picker.js';
import { ResponseBox } from './response-box.js';
import type { JsonObject } from './json-text.js';
import { invoicingToast } from './toast.js';
import { invoicingNamespace } from './translations.js';
import { useApidianResponse } from './use-apidian-response.js';
import { useIssuerPick } from './use-issuer-pick.js';
import { useReloadIssuers, useStepIssuers, useTypeDocuments } from './use-issuers.js';

type ResolutionField = Exclude<keyof typeof sampleResolution, 'type_document_id'>;
type Draft = Record<keyof typeof sampleResolution, string>;

/** The inputs after the document type, in the spec's order (spec 3 §2.1), with the input type each needs. */
const fields: [ResolutionField, 'text' | 'number' | 'date'][] = [
  ['prefix', 'text'],
  ['resolution', 'text'],
  ['resolution_date', 'date'],
  ['technical_key', 'text'],
  ['from', 'number'],
  ['to', 'number'],
  ['generated_to_date', 'number'],
  ['date_from', 'date'],
  ['date_to', 'date'],
];

const numberFields = new Set<string>(['type_document_id', ...fields.filter(([, type]) => type === 'number').map(([field]) => field)]);

const sampleDraft = Object.fromEntries(Object.entries(sampleResolution).map(([field, value]) => [field, String(value)])) as Draft;

/** What PUT config/resolution takes: whole numbers as numbers; empty fields left for APIDIAN to name. */
function resolutionOf(draft: Draft): JsonObject {
  const body: JsonObject = {};
  for (const [field, text] of Object.entries(draft)) {
    const value = text.trim();
    if (value) body[field] = numberFields.has(field) && /^\d+$/.test(value) ? Number(value) : value;
  }
  return body;
}

/** 'Configuración Resolución': for the issuers with a signature, prefilled with DIAN's test resolution (spec 3 §2.1). */
export function ResolutionTab() {
  const { t } = useTranslation(invoicingNamespace);
  const step = useStepIssuers('resolution');
  const pick = useIssuerPick(step.issuers);
  const reload = useReloadIssuers();
  const typeDocuments = useTypeDocuments();
  const [draft, setDraft] = useState(sampleDraft);
  const outcome = useApidianResponse();

  const save = useMutation({
    mutationFn: ({ access, body }: { access: IssuerAccess; body: JsonObject }) =>
      apidianApi.configureResolution(access, body, t('messages.resolutionFailed')),
    onSuccess: (answer) => {
      outcome.succeeded(t('messages.resolutionSaved'), answer);
      void reload();
    },
    onError: (error) => outcome.failed(error),
  });

  const submit = () => {
    const access = pick.access;
    if (!access)
      return invoicingToast(
        'error',
        pick.issuer && !pick.issuer.token ? t('messages.issuerWithoutToken') : t('messages.environmentNeedsIssuer'),
      );
    outcome.clear();
    save.mutate({ access, body: resolutionOf(draft) });
  };

  // Until the list of document types arrives (or if it cannot), the chosen id is offered as it is.
  const documentTypes = typeDocuments.data?.map((type) => ({ value: String(type.id), label: type.name })) ?? [
    { value: draft.type_document_id, label: draft.type_document_id },
  ];

  return (
    <Stack gap="md" maw={900}>
      <IssuerPicker issuers={step.issuers} pick={pick} loading={step.loading} error={step.error} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <NativeSelect
          label={t('resolution.type_document_id')}
          data={documentTypes}
          value={draft.type_document_id}
          onChange={(event) => setDraft({ ...draft, type_document_id: event.currentTarget.value })}
          error={typeDocuments.error?.message}
        />
        {fields.map(([field, type]) => (
          <TextInput
            key={field}
            label={t(`resolution.${field}`)}
            type={type === 'date' ? 'date' : 'text'}
            inputMode={type === 'number' ? 'numeric' : undefined}
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.currentTarget.value })}
            autoComplete="off"
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('resolution.submit')}
        </Button>
      </Group>
      <ResponseBox label={t('setupResponse')} value={outcome.response} />
    </Stack>
  );
}
