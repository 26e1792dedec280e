import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';
import { AmountRow } from './amount-row.js';
import { BillTotals } from './bill-totals.js';
import { EscPosPrintButton, PrintArea, PrintButton, preBillBytes } from '../printing/index.js';

/**
 * The pre-cuenta the diner is shown before paying: the lines, the subtotal, the INC included and broken out, the
 * suggested (voluntary) tip with its percentage, and the total with and without it. Printable.
 */
export function PreBillView({ check, where }: { check: RestaurantCheck; where: string }) {
  const { t } = useTranslation('restaurant');
  const { productName } = useRestaurantSession();
  const { bill } = check;
  return (
    <Stack gap="sm">
      <PrintArea label={t('checks.preBill')}>
        <Stack gap="xs">
          <Title order={2} size="h4" ta="center">
            {productName}
          </Title>
          <Text ta="center" fw={700}>
            {t('checks.preBill')} · {where}
          </Text>
          <Text ta="center" size="xs">
            {formatDateTime(new Date())}
          </Text>
          <Divider />
          {bill.lines.map((line) => (
            <Group key={`${line.order_id}/${line.position}`} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{t('checks.line', { quantity: line.quantity, name: line.name })}</Text>
              <Text size="sm">{formatCop(line.line_total)}</Text>
            </Group>
          ))}
          <Divider />
          <BillTotals bill={bill} />
          <Divider />
          <AmountRow label={t('checks.suggestedTip', { percent: bill.suggested_tip_percent })} amount={bill.suggested_tip} />
          <AmountRow label={t('checks.totalWithTip')} amount={bill.total_with_suggested_tip} strong />
          <AmountRow label={t('checks.totalWithoutTip')} amount={bill.total} />
          <Text size="xs" fs="italic">
            {t('checks.tipVoluntary')}
          </Text>
        </Stack>
      </PrintArea>
      <Group>
        <PrintButton />
        <EscPosPrintButton bytes={(paper, tr) => preBillBytes(bill, { name: productName, where }, paper, tr)} />
      </Group>
    </Stack>
  );
}
