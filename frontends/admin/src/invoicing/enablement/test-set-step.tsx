import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { samplePosDocument, samplePosResolution, sampleResolution, templateKeyPrefix, type EnablementTrack } from '@mb/contracts';
import { fetchTemplate } from '../../templates/templates-api.js';
import { apidianApi } from '../apidian-api.js';
import { withCurrentDates } from '../test-set/test-invoice.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import type { JsonObject } from '../json-text.js';
import type { TrackKind } from './enablement-track.js';
import { StepFailure } from './step-failure.js';
import { useStepCall } from './use-step-call.js';

const testSetIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** DIAN's counters of the test set: accepted, rejected and still being validated. */
export function TestSetCounters({ testSet }: { testSet: EnablementTrack['test_set'] }) {
  const { t } = useTranslation(invoicingNamespace);
  return (
    <Group gap="xs">
      <Badge color="green">{t('enablement.counters.accepted', { count: testSet.accepted })}</Badge>
      <Badge color="red">{t('enablement.counters.rejected', { count: testSet.rejected })}</Badge>
      <Badge color="gray">{t('enablement.counters.pending', { count: testSet.pending })}</Badge>
    </Group>
  );
}

/** Each refused test document with DIAN's reason, as a message (not a raw answer). */
export function TestSetRefusals({ testSet }: { testSet: EnablementTrack['test_set'] }) {
  const { t } = useTranslation(invoicingNamespace);
  const refused = testSet.documents.filter((document) => document.status === 'rejected');
  if (refused.length === 0) return null;
  return (
    <Stack gap="xs">
      {refused.map((document) => (
        <Alert
          key={`${document.number}-${document.sent_at}`}
          color="orange"
          title={t('enablement.refused', { number: document.number ?? '' })}
        >
          {document.message}
        </Alert>
      ))}
    </Stack>
  );
}

interface TestSetStepProps {
  issuerId: number;
  track: EnablementTrack;
  kind: TrackKind;
  onRefresh(): void;
}

/**
 * The test set: a sample invoice (or a restaurant's sample POS document), dated now and numbered after the ones
 * already sent, goes to DIAN with the TEST_SET_ID of its portal; DIAN's verdicts are read when the steps are read again.
 */
export function TestSetStep({ issuerId, track, kind, onRefresh }: TestSetStepProps) {
  const { t } = useTranslation(invoicingNamespace);
  const [testSetId, setTestSetId] = useState('');
  const sent = track.test_set.documents.length;
  const send = useStepCall(
    issuerId,
    async (setId: string) => {
      if (kind === 'eqdocs') {
        const number = samplePosResolution.from + sent;
        const document = withCurrentDates({ ...(samplePosDocument as unknown as JsonObject), number }, new Date());
        return apidianApi.sendTestEqdoc({ issuerId }, setId, document, t('messages.testSendFailed'));
      }
      const template = await fetchTemplate(`${templateKeyPrefix}sin_descuentos`, t('testSet.templateFailed'));
      const number = sampleResolution.from + sent + 1;
      const invoice = withCurrentDates({ ...template.payload, number, prefix: sampleResolution.prefix }, new Date());
      return apidianApi.sendTestInvoice({ issuerId }, setId, invoice, t('messages.testSendFailed'));
    },
    t(kind === 'eqdocs' ? 'enablement.eqdocs.testSent' : 'enablement.testSent'),
  );
  const submit = () => {
    if (!testSetIdPattern.test(testSetId.trim())) return invoicingToast('error', t('messages.testSendNeedsTestSetId'));
    send.run(testSetId.trim());
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('enablement.testSetId')}
        value={testSetId}
        onChange={(event) => setTestSetId(event.currentTarget.value)}
        autoComplete="off"
        maw={520}
      />
      <StepFailure message={send.failure} />
      <Group>
        <Button onClick={submit} loading={send.pending}>
          {t(kind === 'eqdocs' ? 'enablement.eqdocs.sendTest' : 'enablement.sendTest')}
        </Button>
        <Button variant="light" onClick={onRefresh}>
          {t('enablement.refresh')}
        </Button>
      </Group>
    </Stack>
  );
}
