import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PreBill } from '@mb/contracts';
import { AmountRow } from './amount-row.js';

/** The bill's figures: the consumption before INC, the INC included and broken out, and the total. */
export function BillTotals({ bill }: { bill: PreBill }) {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap={4}>
      {bill.discount > 0 && <AmountRow label={t('checks.discounts')} amount={-bill.discount} />}
      <AmountRow label={t('checks.subtotal')} amount={bill.subtotal} />
      {bill.inc_responsible ? (
        <AmountRow label={t('checks.inc', { percent: bill.inc_percent })} amount={bill.inc} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('checks.noInc')}
        </Text>
      )}
      <AmountRow label={t('checks.total')} amount={bill.total} strong />
    </Stack>
  );
}
