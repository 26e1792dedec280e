import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { AmountRow } from './amount-row.js';
import { PaymentList } from './payment-list.js';

/** A charged check: when, each payment with its details, the tip the diner left, the change given, and its receipt. */
export function PaidSummary({ check, onReceipt }: { check: RestaurantCheck; onReceipt: () => void }) {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap="xs">
      {check.paid_at && <Text size="sm">{t('checks.paidAt', { date: formatDateTime(check.paid_at) })}</Text>}
      <PaymentList payments={check.payments} />
      <AmountRow label={t('checks.tip')} amount={check.tip} />
      <AmountRow label={t('checks.change')} amount={check.change} strong />
      <Button variant="default" onClick={onReceipt}>
        {t('checks.viewReceipt')}
      </Button>
    </Stack>
  );
}
