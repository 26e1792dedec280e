import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { restaurantAppMessages } from '@mb/contracts';
import { formatDate } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';

/** Grace: the app still works and says when it stops (spec 2 §4); expired or cancelled: read-only, data kept. */
export function StandingBanner() {
  const { t } = useTranslation('restaurant');
  const { status } = useRestaurantSession();
  if (status.kind === 'grace') {
    return (
      <Alert color="yellow" variant="light" role="alert" title={t('layout.graceTitle')}>
        {status.suspendsAt ? t('layout.graceUntil', { date: formatDate(status.suspendsAt) }) : t('layout.graceSoon')}
      </Alert>
    );
  }
  if (status.kind === 'read_only') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('layout.readOnlyTitle')}>
        {restaurantAppMessages.readOnly}
      </Alert>
    );
  }
  return null;
}
