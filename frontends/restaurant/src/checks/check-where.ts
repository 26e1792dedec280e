import type { TFunction } from 'i18next';
import type { RestaurantCheck } from '@mb/contracts';
import '../orders/order-translations.js';

/** Where a check belongs: its table, or takeaway. */
export const checkWhere = (check: Pick<RestaurantCheck, 'table_number'>, t: TFunction<'restaurant'>): string =>
  check.table_number === null ? t('orders.takeaway') : t('orders.tableLabel', { number: check.table_number });

/** A check's title: a check split from another says so (a split table has several open at once). */
export const checkTitle = (check: Pick<RestaurantCheck, 'table_number' | 'split_from'>, t: TFunction<'restaurant'>): string =>
  t(check.split_from ? 'checks.splitOf' : 'checks.checkOf', { where: checkWhere(check, t) });
