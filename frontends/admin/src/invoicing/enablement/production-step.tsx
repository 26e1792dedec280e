import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { environments } from '@mb/contracts';
import { apidianApi, type EnvironmentChange } from '../apidian-api.js';
import { invoicingNamespace } from '../translations.js';
import { StepFailure } from './step-failure.js';
import { useStepCall } from './use-step-call.js';

/** Invoices go to production; payroll and equivalent documents stay in test (spec 3 §9: default 2). */
const toProduction = { type_environment_id: environments.production, payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 };
const toTest = { type_environment_id: environments.test, payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 };

/** 'Pasar a producción' once DIAN accepted the test set, and the way back to test, confirmed first. */
export function ProductionStep({ issuerId, inProduction, ready }: { issuerId: number; inProduction: boolean; ready: boolean }) {
  const { t } = useTranslation(invoicingNamespace);
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
          <Text size="sm">{t('enablement.inProduction')}</Text>
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
