import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CashShift } from '@mb/contracts';
import { emit, formatCop } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';
import { cajaKeys, useShiftChanges } from './caja-api.js';
import { CashBreakdown } from './cash-breakdown.js';
import { bills, coins, countedTotal, countsToSend, type Counts } from './denominations.js';
import { DifferenceText } from './difference-text.js';
import { ProblemAlert } from './problem-alert.js';
import './caja-translations.js';

function DenominationRow({ value, quantity, onChange }: { value: number; quantity: number | undefined; onChange: (n: number) => void }) {
  const { t } = useTranslation('restaurant');
  const name = value === 1000 ? t('caja.close.billOrCoin', { value: formatCop(value) }) : formatCop(value);
  return (
    <Group wrap="nowrap" gap="xs" justify="space-between">
      <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
        {name}
      </Text>
      <NumberInput
        aria-label={t('caja.close.quantityOf', { value: formatCop(value) })}
        value={quantity ?? ''}
        onChange={(typed) => onChange(typeof typed === 'number' ? typed : 0)}
        min={0}
        max={100_000}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        w={80}
        style={{ flexShrink: 0 }}
        data-testid={`caja-count-${value}`}
      />
      <Text size="sm" w={110} ta="right" c="dimmed" style={{ flexShrink: 0 }}>
        {formatCop(value * (quantity ?? 0))}
      </Text>
    </Group>
  );
}

/**
 * 'Cerrar caja': the person counts the cash by denomination; the counted total, the expected cash and the difference
 * follow the count live, and closing asks once more with those figures before it is final.
 */
export function CloseShiftForm({ shift, onClosed }: { shift: CashShift; onClosed: (closed: CashShift) => void }) {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const { close } = useShiftChanges();
  const queryClient = useQueryClient();
  const [counts, setCounts] = useState<Counts>({});
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const counted = countedTotal(counts);
  const difference = counted - shift.expected_cash;
  const rows = (values: readonly number[]) =>
    values.map((value) => (
      <DenominationRow
        key={value}
        value={value}
        quantity={counts[value]}
        onChange={(quantity) => setCounts({ ...counts, [value]: quantity })}
      />
    ));

  /** Asks before closing, with the expected cash brought up to date (a charge may have come in while counting). */
  function review() {
    setConfirming(true);
    void queryClient.invalidateQueries({ queryKey: cajaKeys.shift });
  }

  function confirm() {
    setProblem(undefined);
    close.mutate(countsToSend(counts), {
      onSuccess: (closed) => {
        emit('global-toast', { type: 'success', message: t('caja.close.done') });
        onClosed(closed);
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(error.message);
      },
    });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="caja-close-title">
      <Stack gap="sm">
        <Title order={3} id="caja-close-title">
          {t('caja.close.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('caja.close.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={6} role="group" aria-label={t('caja.close.bills')}>
            <Text fw={600}>{t('caja.close.bills')}</Text>
            {rows(bills)}
          </Stack>
          <Stack gap={6} role="group" aria-label={t('caja.close.coins')}>
            <Text fw={600}>{t('caja.close.coins')}</Text>
            {rows(coins)}
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <CashBreakdown shift={shift} testId="caja-expected" />
          <Stack gap={4}>
            <Group justify="space-between" role="group" aria-label={t('caja.close.counted')}>
              <Text>{t('caja.close.counted')}</Text>
              <Text fw={700} size="lg" data-testid="caja-counted">
                {formatCop(counted)}
              </Text>
            </Group>
            <Group justify="space-between" role="group" aria-label={t('caja.close.difference')}>
              <Text>{t('caja.close.difference')}</Text>
              <DifferenceText difference={difference} size="lg" testId="caja-difference" />
            </Group>
          </Stack>
        </SimpleGrid>
        <ProblemAlert problem={problem} />
        {confirming ? (
          <Alert color={difference < 0 ? 'red' : 'blue'} variant="light" role="alertdialog" aria-label={t('caja.close.title')}>
            <Stack gap="xs">
              <Text size="sm">
                {t('caja.close.question', {
                  counted: formatCop(counted),
                  expected: formatCop(shift.expected_cash),
                  difference: formatCop(difference),
                })}
              </Text>
              <Group gap="xs" justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('caja.close.back')}
                </Button>
                <Button color="red" loading={close.isPending} onClick={confirm} data-testid="caja-close-confirm">
                  {t('caja.close.confirm')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button color="red" disabled={readOnly} onClick={review} data-testid="caja-close">
              {t('caja.close.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
