import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { environments, type Enablement } from '@mb/contracts';
import { apidianApi, type EnvironmentChange } from '../apidian-api.js';
import { invoicingNamespace } from '../translations.js';
import { StepFailure } from './step-failure.js';
import { environmentChange, type TrackKind } from './enablement-track.js';
import { useStepCall } from './use-step-call.js';

interface ProductionStepProps {
  issuerId: number;
  enablement: Enablement;
  kind: TrackKind;
  inProduction: boolean;
  ready: boolean;
}

/** 'Pasar a producción' once DIAN accepted the test set, and the way back to test, confirmed first; the other track stays. */
export function ProductionStep({ issuerId, enablement, kind, inProduction, ready }: ProductionStepProps) {
  const { t } = useTranslation(invoicingNamespace);
  const toProduction = environmentChange(enablement, kind, environments.production);
  const toTest = environmentChange(enablement, kind, environments.test);
  const [confirming, setConfirming] = useState(false);
  const change = useStepCall(
    issuerId,
    (body: EnvironmentChange) => apidianApi.changeEnvironment({ issuerId }, body, t('messages.environmentFailed')),
    t('messages.environmentUpdated'),
  );
  return (
    <Stack gap="sm">
      <StepFailure message={change.failure} />
      {inProduction ? (
        <Group>
          <Text size="sm">{t(kind === 'eqdocs' ? 'enablement.eqdocs.inProduction' : 'enablement.inProduction')}</Text>
          <Button variant="light" color="orange" onClick={() => setConfirming(true)} loading={change.pending}>
            {t('enablement.backToTest')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button onClick={() => change.run(toProduction)} loading={change.pending} disabled={!ready}>
            {t('enablement.toProduction')}
          </Button>
        </Group>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('enablement.backToTestTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('enablement.backToTestText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('enablement.cancel')}
            </Button>
            <Button
              color="orange"
              onClick={() => {
                setConfirming(false);
                change.run(toTest);
              }}
            >
              {t('enablement.confirmBack')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
