import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { environments, type EnablementStepKey, type EnablementStepState } from '@mb/contracts';
import { IssuerFormModal } from '../issuers/issuer-form-modal.js';
import { invoicingNamespace } from '../translations.js';
import { useIssuers } from '../use-issuers.js';
import { useEnablement } from './enablement-api.js';
import { trackOf, type TrackKind } from './enablement-track.js';
import { ProductionStep } from './production-step.js';
import { CertificateStep, ResolutionStep, SoftwareStep } from './setup-steps.js';
import { TestSetCounters, TestSetRefusals, TestSetStep } from './test-set-step.js';

const stateColor: Record<EnablementStepState, string> = { done: 'green', current: 'blue', waiting: 'gray' };

/**
 * 'Habilitación guiada' (issue 34 item 7): one issuer's enablement before DIAN, each step with its state and what is
 * missing, and the form of the step to do now. The seven tabs stay for experts.
 */
export function EnablementTab() {
  const { t } = useTranslation(invoicingNamespace);
  const issuers = useIssuers();
  const [issuerId, setIssuerId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const enablement = useEnablement(issuerId, t('messages.issuerLoadFailed'));
  const [chosenKind, setKind] = useState<TrackKind>('invoices');
  // A restaurant's issuer also enables its POS documents (issue 35); any other issuer has only invoices.
  const restaurant = (issuers.data ?? []).find((issuer) => issuer.id === issuerId)?.restaurant ?? null;
  const kind: TrackKind = restaurant ? chosenKind : 'invoices';
  const track = enablement.data && trackOf(enablement.data, kind);

  const steps = track?.steps ?? [];
  const stateOf = (key: EnablementStepKey) => steps.find((step) => step.key === key)?.state;
  const inProduction = track?.type_environment_id === environments.production;

  const form = (key: EnablementStepKey) => {
    const data = enablement.data;
    if (!data || !track || issuerId === null) return null;
    if (key === 'testSet' && stateOf('resolution') === 'done' && !inProduction) {
      return <TestSetStep issuerId={issuerId} track={track} kind={kind} onRefresh={() => void enablement.refetch()} />;
    }
    if (key === 'production' && stateOf('testSet') === 'done') {
      return <ProductionStep issuerId={issuerId} enablement={data} kind={kind} inProduction={inProduction} ready />;
    }
    if (stateOf(key) !== 'current') return null;
    if (key === 'software') return <SoftwareStep issuerId={issuerId} kind={kind} />;
    if (key === 'certificate') return <CertificateStep issuerId={issuerId} />;
    if (key === 'resolution') return <ResolutionStep issuerId={issuerId} kind={kind} />;
    return null;
  };
  const missingKey = kind === 'eqdocs' ? 'enablement.eqdocs.missing' : 'enablement.missing';

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('enablement.heading')}
      </Title>
      <Group align="flex-end">
        <NativeSelect
          label={t('enablement.issuer')}
          value={issuerId === null ? '' : String(issuerId)}
          onChange={(event) => setIssuerId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          data={[
            { value: '', label: issuers.isPending ? t('picker.loading') : t('enablement.chooseIssuer') },
            ...(issuers.data ?? []).map((issuer) => ({
              value: String(issuer.id),
              label: `${issuer.business_name} — NIT ${issuer.nit}-${issuer.dv}`,
            })),
          ]}
          error={issuers.error?.message}
          miw={360}
        />
        <Button variant="light" onClick={() => setCreating(true)}>
          {t('enablement.newIssuer')}
        </Button>
      </Group>
      {creating && <IssuerFormModal issuer={null} onClose={() => setCreating(false)} />}
      {issuerId !== null && enablement.isPending && <Loader aria-label={t('enablement.loading')} />}
      {enablement.isError && <Alert color="red">{enablement.error.message}</Alert>}
      {restaurant && (
        <SegmentedControl
          aria-label={t('enablement.eqdocs.track')}
          value={kind}
          onChange={(value) => setKind(value as TrackKind)}
          data={[
            { value: 'invoices', label: t('enablement.eqdocs.invoicesTrack') },
            { value: 'eqdocs', label: t('enablement.eqdocs.eqdocsTrack', { restaurant: restaurant.restaurant_name ?? '' }) },
          ]}
        />
      )}
      {track && (
        <Stack gap="sm" component="ol" p={0} style={{ listStyle: 'none' }}>
          {track.steps.map((step) => (
            <Card key={step.key} component="li" withBorder padding="md" aria-label={t(`enablement.steps.${step.key}`)}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{t(`enablement.steps.${step.key}`)}</Text>
                  <Badge color={stateColor[step.state]}>{t(`enablement.states.${step.state}`)}</Badge>
                </Group>
                {step.state !== 'done' && (
                  <Text size="sm" c="dimmed">
                    {t(`${missingKey}.${step.key}`)}
                  </Text>
                )}
                {step.key === 'testSet' && <TestSetCounters testSet={track.test_set} />}
                {step.key === 'testSet' && <TestSetRefusals testSet={track.test_set} />}
                {form(step.key)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
