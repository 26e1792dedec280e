import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop } from '@mb/ui';

type Payment = RestaurantCheck['payments'][number];

/** What identifies a payment besides its method: the card's type, franchise, last digits and approval; the bank... */
function paymentDetail(payment: Payment, t: TFunction<'restaurant'>): string {
  if (payment.method === 'efectivo') return payment.received === null ? '' : `${t('checks.received')} ${formatCop(payment.received)}`;
  const card = payment.method === 'tarjeta' && [
    payment.card_type && t(payment.card_type === 'debito' ? 'checks.debit' : 'checks.credit'),
    payment.franchise && t(`checks.franchises.${payment.franchise}`),
    payment.last_four && `**** ${payment.last_four}`,
    payment.approval_code,
  ];
  return (card || [payment.bank, payment.reference]).filter(Boolean).join(' · ');
}

/** The payments of a charge, each with its method, amount and details. */
export function PaymentList({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap={4} component="section" aria-labelledby="payments-title">
      <Title order={3} size="h6" id="payments-title">
        {t('checks.payments')}
      </Title>
      {payments.map((payment) => (
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
    </Stack>
  );
}
