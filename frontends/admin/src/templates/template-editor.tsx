import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { invoicingAdminMessages, templateExistsCode, templateKeyFromName } from '@mb/contracts';
import { JsonBox } from '../invoicing/json-box.js';
import { isJsonObject, parseJsonObject, prettyJson } from '../invoicing/json-text.js';
import { saveTemplate, templatesQueryKey, type InvoiceTemplate } from './templates-api.js';
import { templatesNamespace } from './translations.js';
import { templateToast } from './toast.js';

interface TemplateEditorProps {
  /** The template loaded from the list; undefined for a new one. */
  template: InvoiceTemplate | undefined;
  onSaved(template: InvoiceTemplate): void;
}

interface Save {
  key: string;
  label: string;
  payload: Record<string, unknown>;
  /** A new template, refused when its key is taken (then the panel asks before replacing it). */
  createOnly: boolean;
}

/** The label of the template a new one would replace, when that is why the save was refused. */
const takenBy = (error: Error): string | undefined =>
  error instanceof ApiError && error.status === 409 && isJsonObject(error.body) && error.body.code === templateExistsCode
    ? String(error.body.label ?? '')
    : undefined;

/** The name and JSON of one template, saved under its key, or a new key made from the name (spec 3 §2.2, §5). */
export function TemplateEditor({ template, onSaved }: TemplateEditorProps) {
  const { t } = useTranslation(templatesNamespace);
  const queryClient = useQueryClient();
  const [name, setName] = useState(template?.label ?? '');
  const [json, setJson] = useState(template ? prettyJson(template.payload) : '{}');
  // A new template's save refused because its key is taken: what to save once replacing is confirmed.
  const [replacing, setReplacing] = useState<{ save: Save; label: string }>();
  const key = template?.key ?? templateKeyFromName(name);

  const save = useMutation({
    mutationFn: (request: Save) =>
      saveTemplate(
        request.key,
        { label: request.label, payload: request.payload, ...(request.createOnly ? { create_only: true } : {}) },
        t('saveFailed'),
      ),
    onSuccess: (saved) => {
      templateToast('success', t('saved'));
      void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
      onSaved(saved);
    },
    onError: (error, request) => {
      const label = takenBy(error);
      if (label === undefined) return templateToast('error', error.message);
      setReplacing({ save: { ...request, createOnly: false }, label });
    },
  });

  const submit = () => {
    const payload = parseJsonObject(json);
    if (!payload) return templateToast('error', t('invalidJson'));
    // The stored label, not a text of the screen: the same in every language.
    save.mutate({ key, label: name.trim() || invoicingAdminMessages.templateUnnamed, payload, createOnly: !template });
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        description={t('keyHint', { key })}
        autoComplete="off"
      />
      <JsonBox label={t('editor')} value={json} onChange={setJson} invalidMessage={t('invalidJson')} rows={24} resize="vertical" />
      <Group>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </Group>
      {replacing && (
        <Modal opened onClose={() => setReplacing(undefined)} title={t('overwriteTitle')}>
          <Text>{t('overwriteConfirm', { label: replacing.label, key: replacing.save.key })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setReplacing(undefined)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                save.mutate(replacing.save);
                setReplacing(undefined);
              }}
            >
              {t('overwrite')}
            </Button>
          </Group>
        </Modal>
      )}
    </Stack>
  );
}
