import { Component, Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.js';
import { loadRemoteComponent, preloadRemoteModule, type RemoteName } from './registry.js';

interface BoundaryProps {
  remote: RemoteName;
  onRetry(): void;
  children: ReactNode;
}

/** Catches a remote that fails to load or render: that area explains and offers a retry; the shell stays. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remote} failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteError
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function RemoteError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <Center py="xl">
      <Alert color="red" variant="light" title={t('remote.errorTitle')} maw={520} role="alert">
        <Stack gap="sm">
          <Text size="sm">{t('remote.errorText')}</Text>
          <Button variant="light" color="red" onClick={onRetry} w="fit-content">
            {t('remote.retry')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

export function PageLoader() {
  const { t } = useTranslation('shell');
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * One component per page, kept outside React and never swapped for another (React would mount the page anew): the
 * page itself when it was loaded before its first render (`preloadPage`, at start-up), otherwise a lazy one. A first
 * render that React restarts before it commits (the first render is a transition, which an urgent update interrupts)
 * so finds the page it already loaded instead of making a new lazy component that suspends again. A page that failed
 * to load is forgotten, so a retry or the next visit loads it again.
 */
const pages = new Map<string, ComponentType>();
const pageKey = (remote: RemoteName, module: string) => `${remote}/${module}`;

function page(remote: RemoteName, module: string): ComponentType {
  const key = pageKey(remote, module);
  let component = pages.get(key);
  if (!component) {
    component = lazy(() =>
      loadRemoteComponent<ComponentType>(remote, module).catch((error: unknown) => {
        pages.delete(key);
        throw error;
      }),
    );
    pages.set(key, component);
  }
  return component;
}

/**
 * Loads a page before the app's first render, so that render draws it at once instead of a loader first and the
 * page in a second, synchronous render when the remote arrives. Rejects when the page cannot load; its route then
 * loads it lazily, with the error panel and retry.
 */
export async function preloadPage(remote: RemoteName, module: string): Promise<void> {
  const { default: component } = await loadRemoteComponent<ComponentType>(remote, module);
  if (!pages.has(pageKey(remote, module))) pages.set(pageKey(remote, module), component);
}

/**
 * Signing in makes the account (Mis Suscripciones) the likely next page: its remote downloads while the user reads this
 * one, so opening it shows it at once. Only on signing in here: a page opened signed in has not asked for it. A
 * failure costs nothing: the page loads it when opened.
 */
function usePreloadAccountOnSignIn(remote: RemoteName) {
  const { user, loading } = useSession();
  const signedOut = useRef(false);
  useEffect(() => {
    if (loading) return;
    if (!user) {
      signedOut.current = true;
      return;
    }
    if (!signedOut.current || remote === 'account') return;
    signedOut.current = false;
    preloadRemoteModule('account', 'AccountApp').catch(() => undefined);
  }, [user, loading, remote]);
}

/** ErrorBoundary(retry) > Suspense > lazy(loadRemote): one federated page. */
export function RemoteRoute({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  usePreloadAccountOnSignIn(remote);
  const Page = page(remote, module);
  return (
    // Keyed by what it shows: another page (or a retry) starts with a fresh boundary.
    <RemoteErrorBoundary key={`${remote}/${module}/${attempt}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
