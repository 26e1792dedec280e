/**
 * The restaurant remote's tests render it as the shell mounts it, under /restaurant. Import it before the
 * remote's modules: they register translations, which needs i18n initialised first (the shared kit does that).
 */
// The device's offline queue keeps its writes in IndexedDB, which jsdom lacks: an in-memory one stands in.
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { clientUser, renderRemote } from '@mb/ui/testing/remote';
import { clearRestaurantSession } from '../session/app-session-store.js';

export { FakeApi, type Call } from '@mb/ui/testing';
export * from './restaurant-fixtures.js';
export * from './branch-fixtures.js';
export * from './order-fixtures.js';
export * from './check-fixtures.js';

export function renderRestaurant(ui: ReactNode, { path = '/restaurant/panelControl' }: { path?: string } = {}) {
  return renderRemote(ui, { path, user: clientUser, nest: '/restaurant' });
}

/** Each test starts signed out of any restaurant: nothing stored, no app session kept in memory. */
export function forgetRestaurant(): void {
  clearRestaurantSession();
  localStorage.clear();
}
