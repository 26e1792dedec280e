import { useState } from 'react';
import { Button, Group, List, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { samplePosDocument } from '@mb/contracts';
import { fetchTemplate, useTemplates } from '../../templates/templates-api.js';
import { apidianApi, failureMessage, failureText, type IssuerAccess } from '../apidian-api.js';
import { IssuerPicker } from '../issuer-picker.js';
import { JsonBox } from '../json-box.js';
import { ResponseBox } from '../response-box.js';
import { parseJsonObject, prettyJson, type JsonObject } from '../json-text.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useIssuerPick } from '../use-issuer-pick.js';
import { useStepIssuers } from '../use-issuers.js';
import { GeneratedKeyModal } from './generated-key-modal.js';
import { generatedKeyOf, withCurrentDates, type GeneratedKey } from './test-invoice.js';

interface Send {
  access: IssuerAccess;
  testSetId: string;
  invoice: JsonObject;
}

/** The sample of a restaurant's POS document, offered beside the panel's templates (it is no invoice template). */
const posSampleKey = 'sample_documento_pos';
/** APIDIAN's POS equivalent document: it goes to the equivalent documents' own test set (`eqdoc/{testSetId}`). */
const posDocumentType = 15;

/**
 * 'Enviar set de pruebas': a template's invoice sent to DIAN's test set (spec 3 §2.1, §4, §5), or a restaurant's POS
 * document (type 15) to the equivalent documents' test set.
 */
export function TestSetTab() {
  const { t } = useTranslation(invoicingNamespace);
  const step = useStepIssuers('sending');
  const pick = useIssuerPick(step.issuers);
  const templates = useTemplates(t('testSet.templatesFailed'));
  const [templateKey, setTemplateKey] = useState('');
  const [json, setJson] = useState('');
  const [testSetId, setTestSetId] = useState('');
  const [response, setResponse] = useState('');
  const [generated, setGenerated] = useState<GeneratedKey>();

  const load = useMutation({
    mutationFn: (key: string) => fetchTemplate(key, t('testSet.templateFailed')),
    onSuccess: (template) => {
      setJson(prettyJson(template.payload));
      invoicingToast('info', t('messages.templateLoaded', { name: template.label }));
    },
    onError: (error) => invoicingToast('error', error.message),
  });

  const send = useMutation({
    mutationFn: (request: Send) =>
      (request.invoice.type_document_id === posDocumentType ? apidianApi.sendTestEqdoc : apidianApi.sendTestInvoice)(
        request.access,
        request.testSetId,
        request.invoice,
        t('messages.testSendFailed'),
      ),
    onSuccess: (answer) => {
      setResponse(prettyJson(answer));
      setGenerated(generatedKeyOf(answer));
    },
    onError: (error) => {
      // Spec 3 §8: the server's message is preferred, in the toast and in the response box.
      invoicingToast('error', failureMessage(error, t));
      setResponse(failureText(error, t('messages.testSendFailed'), t));
    },
  });

  const submit = () => {
    const access = pick.access;
    if (!pick.issuer || !access) return invoicingToast('error', t('messages.testSendNeedsIssuer'));
    if (!testSetId.trim()) return invoicingToast('error', t('messages.testSendNeedsTestSetId'));
    const parsed = parseJsonObject(json);
    if (!parsed) return invoicingToast('error', t('messages.invalidJson'));
    const invoice = withCurrentDates(parsed, new Date());
    // The box shows what is sent, dates included.
    setJson(prettyJson(invoice));
    setResponse('');
    send.mutate({ access, testSetId: testSetId.trim(), invoice });
  };

  return (
    <Stack gap="md">
      <IssuerPicker issuers={step.issuers} pick={pick} loading={step.loading} error={step.error} />
      <NativeSelect
        label={t('testSet.template')}
        value={templateKey}
        onChange={(event) => {
          const key = event.currentTarget.value;
          setTemplateKey(key);
          if (key === posSampleKey) {
            setJson(prettyJson(samplePosDocument));
            invoicingToast('info', t('messages.templateLoaded', { name: t('testSet.posSample') }));
          } else if (key) load.mutate(key);
        }}
        data={[
          { value: '', label: t('testSet.templatePlaceholder') },
          ...(templates.data ?? []).map((template) => ({ value: template.key, label: template.label })),
          { value: posSampleKey, label: t('testSet.posSample') },
        ]}
        error={templates.error?.message}
        disabled={load.isPending}
      />
      <JsonBox
        label={t('testSet.json')}
        value={json}
        onChange={setJson}
        invalidMessage={t('messages.invalidJson')}
        rows={18}
        resize="vertical"
      />
      <TextInput
        label={t('testSet.testSetId')}
        placeholder={t('testSet.testSetIdPlaceholder')}
        value={testSetId}
        onChange={(event) => setTestSetId(event.currentTarget.value)}
        autoComplete="off"
      />
      <List size="sm" c="dimmed">
        <List.Item>{t('testSet.hintDates')}</List.Item>
        <List.Item>{t('testSet.hintMail')}</List.Item>
        <List.Item>{t('testSet.hintPos')}</List.Item>
      </List>
      <Group>
        <Button onClick={submit} loading={send.isPending}>
          {t('testSet.send')}
        </Button>
      </Group>
      <ResponseBox label={t('testSet.response')} value={response} />
      {generated && <GeneratedKeyModal generated={generated} onClose={() => setGenerated(undefined)} />}
    </Stack>
  );
}
