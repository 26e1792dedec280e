import { useId, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apidianApi, failureText, type StatusMode, type IssuerAccess } from '../apidian-api.js';
import { IssuerPicker } from '../issuer-picker.js';
import { JsonBox } from '../json-box.js';
import { ResponseBox } from '../response-box.js';
import { parseJsonObject, prettyJson, type JsonObject } from '../json-text.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useIssuerPick } from '../use-issuer-pick.js';
import { useStepIssuers } from '../use-issuers.js';
import { statusModeOf, statusPresets } from './status-query.js';

interface Query {
  access: IssuerAccess;
  mode: StatusMode;
  key: string;
  options: JsonObject;
}

/** 'Consultas de Estado': a ZipKey or CUFE asked to DIAN through APIDIAN (spec 3 §2.1, §4, §5). */
export function StatusTab() {
  const { t } = useTranslation(invoicingNamespace);
  const step = useStepIssuers('sending');
  const pick = useIssuerPick(step.issuers);
  const [key, setKey] = useState('');
  const [options, setOptions] = useState(() => prettyJson(statusPresets[0]!.options));
  const [response, setResponse] = useState('');
  const presetsLabel = useId();

  const query = useMutation({
    mutationFn: (request: Query) => {
      const fallback = request.mode === 'events-document' ? t('messages.statusEventsFailed') : t('messages.statusZipOrDocumentFailed');
      return apidianApi.queryStatus(request.access, request.mode, request.key, request.options, fallback);
    },
    onSuccess: (answer) => {
      invoicingToast('success', t('messages.statusQueried'));
      setResponse(prettyJson(answer));
    },
    onError: (error) => {
      invoicingToast('error', t('messages.statusFailed'));
      setResponse(failureText(error, t('messages.statusFailed'), t));
    },
  });

  const paste = async () => {
    try {
      setKey((await navigator.clipboard.readText()).trim());
    } catch {
      invoicingToast('error', t('status.pasteFailed'));
    }
  };

  const submit = () => {
    if (!key.trim()) return invoicingToast('error', t('messages.statusNeedsKey'));
    const access = pick.access;
    if (!access) return invoicingToast('error', t('messages.statusNeedsToken'));
    const parsed = parseJsonObject(options);
    if (!parsed) return invoicingToast('error', t('messages.statusInvalidOptions'));
    setResponse('');
    query.mutate({ access, mode: statusModeOf(parsed), key: key.trim(), options: parsed });
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('status.key')}
          placeholder={t('status.keyPlaceholder')}
          value={key}
          onChange={(event) => setKey(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => void paste()}>
          {t('status.paste')}
        </Button>
      </Group>
      <IssuerPicker issuers={step.issuers} pick={pick} loading={step.loading} error={step.error} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={presetsLabel}>
          {t('status.presets')}
        </Text>
        <Group gap="xs" role="group" aria-labelledby={presetsLabel}>
          {statusPresets.map((preset) => (
            <Button key={preset.label} variant="light" size="xs" onClick={() => setOptions(prettyJson(preset.options))}>
              {preset.label}
            </Button>
          ))}
        </Group>
      </Stack>
      <JsonBox
        label={t('status.options')}
        value={options}
        onChange={setOptions}
        invalidMessage={t('messages.statusInvalidOptions')}
        rows={7}
        resize="vertical"
      />
      <Group>
        <Button onClick={submit} loading={query.isPending}>
          {t('status.submit')}
        </Button>
      </Group>
      <ResponseBox label={t('status.response')} value={response} />
    </Stack>
  );
}
