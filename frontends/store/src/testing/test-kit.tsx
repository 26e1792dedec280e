/**
 * jsdom helpers for the store's tests: the browser APIs Mantine needs, a fake gateway behind `fetch`, the
 * shell's providers (Mantine, TanStack Query with the session entry, a router at /tienda). Not part of any
 * bundle; sample products are in fixtures.ts.
 */
// The shared kit first: it initialises i18n as the shell does, before the store registers its texts.
import { FakeApi } from '@mb/ui/testing';
import { clientUser, renderRemote } from '@mb/ui/testing/remote';
import '../i18n.js';
import type { ReactNode } from 'react';
import type { SessionUser } from '@mb/contracts';

export { FakeApi, clientUser };

/** A page of the store's, outside (`nest` unset) or under its /tienda route. */
export const renderPage = renderRemote;

export function renderStore(ui: ReactNode, { path = '/tienda', user }: { path?: string; user?: SessionUser | null } = {}) {
  return renderPage(ui, { path, user, nest: '/tienda' });
}
