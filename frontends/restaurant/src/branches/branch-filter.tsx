import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRestaurantSession } from '../session/index.js';
import { useBranches } from './branches-api.js';
import './branches-translations.js';

/**
 * The report's sede selector for a Gold restaurant with more than one branch: 'Todas las sedes' (value '') or one of
 * them. Nothing for any other restaurant.
 */
export function BranchFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('restaurant');
  const { hasFeature } = useRestaurantSession();
  const branches = useBranches();
  if (!hasFeature('multi_sucursal') || !branches.data || branches.data.length < 2) return null;
  const options = [{ value: '', label: t('branches.all') }, ...branches.data.map((branch) => ({ value: branch.id, label: branch.name }))];
  return (
    <Select label={t('branches.filter')} data={options} value={value} onChange={(id) => onChange(id ?? '')} allowDeselect={false} w={220} />
  );
}
