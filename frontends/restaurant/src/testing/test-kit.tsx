/**
 * The restaurant remote's tests render it as the shell mounts it, under /restaurant. Import it before the
 * remote's modules: they register translations, which needs i18n initialised first (the shared kit does that).
 */
import type { ReactNode } from 'react';
import { clientUser, renderRemote } from '@mb/ui/testing/remote';

export function renderRestaurant(ui: ReactNode, { path = '/restaurant/panelControl' }: { path?: string } = {}) {
  return renderRemote(ui, { path, user: clientUser, nest: '/restaurant' });
}
