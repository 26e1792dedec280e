import { Component, Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadRemoteComponent, type RemoteName } from './registry.js';

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
 * One lazy component per page, kept outside React: a first render that React restarts before it commits (the first
 * render is a transition, which an urgent update interrupts) finds the page it already loaded instead of making a new
 * lazy component that suspends again. A page that failed to load is forgotten, so a retry or the next visit loads it
 * again.
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(remote: RemoteName, module: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  let page = lazyPages.get(key);
  if (!page) {
    const load = () =>
      loadRemoteComponent<ComponentType>(remote, module).catch((error: unknown) => {
        lazyPages.delete(key);
        throw error;
      });
    page = lazy(load);
    lazyPages.set(key, page);
  }
  return page;
}

/** ErrorBoundary(retry) > Suspense > lazy(loadRemote): one federated page. */
export function RemoteRoute({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module);
  return (
    // Keyed by what it shows: another page (or a retry) starts with a fresh boundary.
    <RemoteErrorBoundary key={`${remote}/${module}/${attempt}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
