import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashShift } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import './caja-translations.js';

/** What the register should hold and why: float + cash received + cash in − cash out − change given. */
export function CashBreakdown({ shift, testId }: { shift: CashShift; testId?: string }) {
  const { t } = useTranslation('restaurant');
  const { report } = shift;
  const cashTaken = report.payments_by_method.find((row) => row.method === 'efectivo')?.amount ?? 0;
  const rows: [string, number][] = [
    ['float', shift.opening_float],
    ['cashReceived', cashTaken + report.change_given],
    ['cashIn', report.cash_in],
    ['cashOut', -report.cash_out],
    ['change', -report.change_given],
  ];
  return (
    <Table aria-label={t('caja.breakdown.title')} withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([key, amount]) => (
          <Table.Tr key={key}>
            <Table.Td>{t(`caja.breakdown.${key}`)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatCop(amount)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>{t('caja.breakdown.expected')}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
            {formatCop(shift.expected_cash)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
