import { Alert, Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRestaurantSession } from '../session/index.js';
import { useLowStock } from './inventory-api.js';
import { formatQuantity } from './inventory-format.js';
import './inventory-translations.js';

/** The alert administrators see beside 'Inventario' in the navigation: how many supplies are at or under their threshold. */
export function LowStockBadge() {
  const { t } = useTranslation('restaurant');
  const { can, features } = useRestaurantSession();
  const enabled = can('manage') && features.some((feature) => feature.key === 'manejo_inventario' && feature.included);
  const count = useLowStock(enabled).data?.length ?? 0;
  if (!enabled || count === 0) return null;
  return (
    <Badge color="red" size="sm" circle aria-label={t('inventory.alert.badge', { count })}>
      {count}
    </Badge>
  );
}

/** On the inventory screen: which supplies are at or under their threshold, with what is left of each. */
export function LowStockAlert() {
  const { t } = useTranslation('restaurant');
  const low = useLowStock(true).data ?? [];
  if (low.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('inventory.alert.title')} icon={<IconAlertTriangle />}>
      {low.map((supply) => `${supply.name}: ${formatQuantity(supply.stock, supply.unit, t)}`).join(' · ')}
    </Alert>
  );
}
