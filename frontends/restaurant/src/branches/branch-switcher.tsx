import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRestaurantSession } from '../session/index.js';
import { useWorkIn, useWorkingBranch } from './branches-api.js';
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
  const several = useWorkingBranch(hasFeature('multi_sucursal') || chosen !== null);
  const workIn = useWorkIn();
  if (!several) return null;
  const working = several.working.id;
  return (
    <NativeSelect
      size="xs"
      w={180}
      aria-label={t('branches.switcher')}
      data={several.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
      value={working}
      onChange={(event) => event.currentTarget.value !== working && workIn(event.currentTarget.value)}
    />
  );
}
