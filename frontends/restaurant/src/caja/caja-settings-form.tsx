import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { billingSettingsRequest, type BillingSettings } from '@mb/contracts';
import { emit } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { LoadFailure } from '../layout/load-failure.js';
import { useRestaurantSession } from '../session/index.js';
import { useBillingSettings, useSaveBillingSettings } from './caja-api.js';
import { refusal } from './refusal.js';
import { ProblemAlert } from './problem-alert.js';
import './caja-translations.js';

/** The receipt's header (issue 33 item 5), with the lengths the server allows. */
const businessFields = [
  ['business_name', 120],
  ['nit', 17],
  ['address', 200],
] as const;

function SettingsForm({ saved }: { saved: BillingSettings }) {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const save = useSaveBillingSettings();
  const [incResponsible, setIncResponsible] = useState(saved.inc_responsible);
  const [tipPercent, setTipPercent] = useState<number | string>(saved.suggested_tip_percent);
  const [business, setBusiness] = useState({
    business_name: saved.business_name ?? '',
    nit: saved.nit ?? '',
    address: saved.address ?? '',
  });
  const [problem, setProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    // A receipt field left blank stays as it was (the server keeps it until a new value comes).
    const typed = Object.fromEntries(Object.entries(business).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : [])));
    const parsed = billingSettingsRequest.safeParse({
      ...typed,
      inc_responsible: incResponsible,
      suggested_tip_percent: tipPercent === '' ? undefined : tipPercent,
    });
    if (!parsed.success) return setProblem(refusal(parsed.error));
    setProblem(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => emit('global-toast', { type: 'success', message: t('caja.settings.done') }),
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('caja.tabs.settings')} maw={560}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('caja.settings.receipt')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('caja.settings.receiptHint')}
        </Text>
        {businessFields.map(([key, maxLength]) => (
          <TextInput
            key={key}
            label={t(`caja.settings.${key}`)}
            value={business[key]}
            maxLength={maxLength}
            onChange={(event) => setBusiness({ ...business, [key]: event.currentTarget.value })}
            data-testid={`caja-settings-${key}`}
          />
        ))}
        <Title order={3} size="h5">
          {t('caja.settings.charging')}
        </Title>
        <Switch
          label={t('caja.settings.incResponsible')}
          description={t('caja.settings.incHint')}
          checked={incResponsible}
          onChange={(event) => setIncResponsible(event.currentTarget.checked)}
          data-testid="caja-settings-inc"
        />
        <NumberInput
          label={t('caja.settings.tipPercent')}
          description={t('caja.settings.tipHint')}
          value={tipPercent}
          onChange={setTipPercent}
          min={0}
          max={10}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          data-testid="caja-settings-tip"
        />
        <ProblemAlert problem={problem} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={readOnly} data-testid="caja-settings-save">
            {t('caja.settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The restaurant's billing settings (restaurant administrators): the receipt's business data, INC and the suggested tip. */
export function CajaSettings() {
  const { t } = useTranslation('restaurant');
  const settings = useBillingSettings();
  if (settings.isPending) {
    return <LoadingState text={t('caja.settings.loading')} />;
  }
  if (settings.isError) return <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm saved={settings.data} />;
}
