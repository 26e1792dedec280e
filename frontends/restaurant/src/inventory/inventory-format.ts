import type { Supply, SupplyUnit } from '@mb/contracts';
import type { TFunction } from 'i18next';

/** A quantity in a supply's base unit as Colombians write numbers: 4.000 g, -800 g, 50 unid. */
export function formatQuantity(quantity: number, unit: SupplyUnit, t: TFunction<'restaurant'>): string {
  const digits = String(Math.abs(quantity)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${quantity < 0 ? '-' : ''}${digits} ${t(`inventory.units.${unit}`)}`;
}

/** The supplies to pick from in a select, after a first empty choice asking for one. */
export const supplyChoices = (supplies: readonly Supply[], t: TFunction<'restaurant'>) => [
  { value: '', label: t('inventory.move.choose') },
  ...supplies.map((supply) => ({ value: supply.id, label: supply.name })),
];
