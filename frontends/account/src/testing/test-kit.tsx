/**
 * The account remote's tests render it as the shell mounts it, under /cuenta, with the signed-in client in
 * the session cache unless told otherwise. Import it before the remote's modules: they register
 * translations, which needs i18n initialised first (the shared kit does that).
 */
import type { ReactNode } from 'react';
import type { SessionUser } from '@mb/contracts';
import { FakeApi, type Call } from '@mb/ui/testing';
import { clientUser, renderRemote } from '@mb/ui/testing/remote';

export { FakeApi, clientUser, type Call };

/** `user`: 'unknown' leaves the session entry empty, as before the shell has asked the server. */
export function renderAccount(
  ui: ReactNode,
  { path = '/cuenta', user = clientUser }: { path?: string; user?: SessionUser | null | 'unknown' } = {},
) {
  return renderRemote(ui, { path, user: user === 'unknown' ? undefined : user, nest: '/cuenta' });
}
