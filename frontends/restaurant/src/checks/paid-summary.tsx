import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { AmountRow } from './amount-row.js';

type Payment = RestaurantCheck['payments'][number];

/** What identifies a payment besides its method: the card's franchise and last digits with its approval, the bank... */
function paymentDetail(payment: Payment, t: (key: string) => string): string {
  if (payment.method === 'tarjeta')
    return [
      payment.card_type && t(`checks.${payment.card_type === 'debito' ? 'debit' : 'credit'}`),
      payment.franchise && t(`checks.franchises.${payment.franchise}`),
      payment.last_four && `**** ${payment.last_four}`,
      payment.approval_code,
    ]
      .filter(Boolean)
      .join(' · ');
  if (payment.method === 'efectivo' && payment.received !== null) return `${t('checks.received')} ${formatCop(payment.received)}`;
  return [payment.bank, payment.reference].filter(Boolean).join(' · ');
}

/** A charged check: when, each payment with its details, the tip the diner left and the change given. */
export function PaidSummary({ check }: { check: RestaurantCheck }) {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap="xs" component="section" aria-label={t('checks.payments')}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('checks.payments')}
        </Title>
        {check.paid_at && <Text size="sm">{t('checks.paidAt', { date: formatDateTime(check.paid_at) })}</Text>}
      </Group>
      {check.payments.map((payment) => (
        <Paper key={payment.id} withBorder p="xs" radius="md" role="group" aria-label={t(`checks.methods.${payment.method}`)}>
          <Group justify="space-between" wrap="nowrap">
            <Badge variant="light">{t(`checks.methods.${payment.method}`)}</Badge>
            <Text fw={600}>{formatCop(payment.amount)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {paymentDetail(payment, t)}
          </Text>
        </Paper>
      ))}
      <AmountRow label={t('checks.tip')} amount={check.tip} />
      <AmountRow label={t('checks.change')} amount={check.change} strong />
    </Stack>
  );
}
