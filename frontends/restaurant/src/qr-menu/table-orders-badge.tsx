import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRestaurantSession } from '../session/index.js';
import { useTableOrders } from './qr-menu-api.js';
import './qr-menu-translations.js';

/** Beside 'Menú QR' in the navigation, for whoever takes orders: how many diners' orders wait to be confirmed. */
export function TableOrdersBadge() {
  const { t } = useTranslation('restaurant');
  const { can, features } = useRestaurantSession();
  const enabled = can('take_order') && features.some((feature) => feature.key === 'menu_rapido' && feature.included);
  const count = useTableOrders(enabled).data?.length ?? 0;
  if (!enabled || count === 0) return null;
  return (
    <Badge color="yellow" size="sm" circle aria-label={t('qrMenu.orders.badge', { count })}>
      {count}
    </Badge>
  );
}
