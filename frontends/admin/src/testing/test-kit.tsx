/**
 * The admin remote's tests render it as the shell mounts it, under /admin. Import it before the remote's
 * modules: they register translations, which needs i18n initialised first (the shared kit does that).
 */
import type { ReactNode } from 'react';
import type { SessionUser } from '@mb/contracts';
import { FakeApi, type Call } from '@mb/ui/testing';
import { renderRemote } from '@mb/ui/testing/remote';

export { FakeApi, type Call };

/** Admin screens are for administrators: the shell's session says who is signed in. */
export const adminUser: SessionUser = {
  id: '00000000-0000-4000-8000-00000000ad01',
  email: 'admin@mbplatform.co',
  name: 'Admin',
  role: 'Admin',
};

export function renderAdmin(ui: ReactNode, { path = '/admin', user = adminUser }: { path?: string; user?: SessionUser | null } = {}) {
  return renderRemote(ui, { path, nest: '/admin', user });
}
