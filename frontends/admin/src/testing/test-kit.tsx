/**
 * The admin remote's tests render it as the shell mounts it, under /admin. Import it before the remote's
 * modules: they register translations, which needs i18n initialised first (the shared kit does that).
 */
import type { ReactNode } from 'react';
import { FakeApi, type Call } from '@mb/ui/testing';
import { renderRemote } from '@mb/ui/testing/remote';

export { FakeApi, type Call };

export function renderAdmin(ui: ReactNode, { path = '/admin' }: { path?: string } = {}) {
  return renderRemote(ui, { path, nest: '/admin' });
}
