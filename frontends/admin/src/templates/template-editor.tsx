import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invoicingAdminMessages, templateKeyFromName } from '@mb/contracts';
import { parseJsonObject, prettyJson } from '../invoicing/json-text.js';
import { saveTemplate, templatesQueryKey, type InvoiceTemplate } from './templates-api.js';
import { templatesNamespace } from './translations.js';
import { templateToast } from './toast.js';
import { JsonBox } from '../invoicing/json-box.js';

interface TemplateEditorProps {
  /** The template loaded from the list; undefined for a new one. */
  template: InvoiceTemplate | undefined;
  onSaved(template: InvoiceTemplate): void;
}

/** The name and JSON of one template, saved under its key, or a new key made from the name (spec 3 §2.2, §5). */
export function TemplateEditor({ template, onSaved }: TemplateEditorProps) {
  const { t } = useTranslation(templatesNamespace);
  const queryClient = useQueryClient();
  const [name, setName] = useState(template?.label ?? '');
  const [json, setJson] = useState(template ? prettyJson(template.payload) : '{}');
  const key = template?.key ?? templateKeyFromName(name);

  const save = useMutation({
    mutationFn: (request: { key: string; label: string; payload: Record<string, unknown> }) =>
      saveTemplate(request.key, { label: request.label, payload: request.payload }, t('saveFailed')),
    onSuccess: (saved) => {
      templateToast('success', t('saved'));
      void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
      onSaved(saved);
    },
    onError: (error) => templateToast('error', error.message),
  });

  const submit = () => {
    const payload = parseJsonObject(json);
    if (!payload) return templateToast('error', t('invalidJson'));
        // The stored label, not a text of the screen: the same in every language.
    save.mutate({ key, label: name.trim() || invoicingAdminMessages.templateUnnamed, payload });
  };

  return (
    <Stack gap="md">
      <TextInput label={t('name')} value={name} onChange={(event) => setName(event.currentTarget.value)} description={t('keyHint', { key })} autoComplete="off" />
      <JsonBox label={t('editor')} value={json} onChange={setJson} invalidMessage={t('invalidJson')} rows={24} resize="vertical" />
      <Group>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
