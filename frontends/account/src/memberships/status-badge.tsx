import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@mb/contracts';

/** Spec 2 §4: 'Activo' only when the status is active; grace, expired and the rest are 'Inactivo'. */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('account');
  const active = status === 'active';
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? t('memberships.status.active') : t('memberships.status.inactive')}
    </Badge>
  );
}
