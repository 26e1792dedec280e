import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@mb/contracts';

const statusColors: Record<PaymentStatus, string> = { pending: 'yellow', paid: 'green', declined: 'red', voided: 'gray', error: 'red' };

/** Our own payment status (Wompi's is shown as is in its own column). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`payments.statuses.${status}`)}
    </Badge>
  );
}
