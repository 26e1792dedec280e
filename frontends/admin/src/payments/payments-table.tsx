import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop, formatDateTime } from '@mb/ui';
import { PaymentStatusBadge } from './payment-status-badge.js';
import { RefundPayment } from './refund-payment.js';
import type { AdminPayment } from './use-admin-payments.js';

/** Shown where Wompi has not given a value yet (no transaction before the widget is paid). */
const none = '—';

/** One row per payment: when, who, what, how much, our status and Wompi's side of it. */
export function PaymentsTable({ payments, stale }: { payments: AdminPayment[]; stale: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payments.columns.date')}</Table.Th>
            <Table.Th>{t('payments.columns.client')}</Table.Th>
            <Table.Th>{t('payments.columns.product')}</Table.Th>
            <Table.Th>{t('payments.columns.amount')}</Table.Th>
            <Table.Th>{t('payments.columns.status')}</Table.Th>
            <Table.Th>{t('payments.columns.wompi')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {payment.user_full_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {payment.user_email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{payment.product_name}</Text>
                {payment.product_category && (
                  <Text size="xs" c="dimmed">
                    {payment.product_category}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCop(payment.amount)}</Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} />
                {payment.status === 'paid' && <RefundPayment payment={payment} />}
              </Table.Td>
              <Table.Td>
                <ProviderDetails payment={payment} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The 'Wompi' column: Wompi's status and ids, or for a payment recorded by hand, the ways it came in. */
function ProviderDetails({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation('admin');
  const manual = payment.method === 'manual';
  return (
    <>
      <Text size="sm" fw={500}>
        {manual ? t('payments.manual.title') : (payment.wompi_status ?? none)}
      </Text>
      {manual && (
        <Text size="xs" c="dimmed">
          {payment.manual_methods.map((method) => t(`payments.manual.${method}`)).join(' + ')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('payments.wompi.reference')} {payment.wompi_reference}
      </Text>
      {!manual && (
        <Text size="xs" c="dimmed">
          {t('payments.wompi.transaction')} {payment.wompi_transaction_id ?? none}
        </Text>
      )}
    </>
  );
}
