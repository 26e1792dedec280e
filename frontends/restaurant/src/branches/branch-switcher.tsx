import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRestaurantSession } from '../session/index.js';
import { useBranches, useWorkIn } from './branches-api.js';
import { useChosenBranch } from './branch-store.js';
import './branches-translations.js';

/**
 * The header's branch switcher (issue 37 item 4) for a person who works in several branches (an administrator: in
 * every one): the branch this device works in, kept on the device; choosing another reads every screen again for it.
 * Nothing for someone who works in one branch.
 */
export function BranchSwitcher() {
  const { t } = useTranslation('restaurant');
  const { hasFeature } = useRestaurantSession();
  const chosen = useChosenBranch();
  // Below Gold there is one branch: asked only to forget a branch kept from another restaurant.
  const branches = useBranches(hasFeature('multi_sucursal') || chosen !== null);
  const workIn = useWorkIn();
  if (!branches.data || branches.data.length < 2) return null;
  const working = branches.data.find((branch) => branch.id === chosen)?.id ?? branches.data[0]!.id;
  return (
    <NativeSelect
      size="xs"
      w={180}
      aria-label={t('branches.switcher')}
      data={branches.data.map((branch) => ({ value: branch.id, label: branch.name }))}
      value={working}
      onChange={(event) => event.currentTarget.value !== working && workIn(event.currentTarget.value)}
    />
  );
}
