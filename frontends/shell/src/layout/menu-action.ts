import { emit, type WindowEvents } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import type { MenuItem } from './menu-items.js';

/** Runs a menu item: a window event that navigates, or the logout. */
export function useMenuAction() {
  const { logout } = useSession();
  // Menu events carry no detail.
  const open = emit as (name: keyof WindowEvents) => void;
  return (item: MenuItem) => (item.logout ? logout() : item.event && open(item.event));
}
