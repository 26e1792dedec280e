import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
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

/** ErrorBoundary(retry) > Suspense > lazy(loadRemote): one federated page. */
export function RemoteRoute({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so a retry really loads again.
  const Page = useMemo(() => lazy(() => loadRemoteComponent<ComponentType>(remote, module)), [remote, module, attempt]);
  return (
    // Keyed by what it shows: another page (or a retry) starts with a fresh boundary.
    <RemoteErrorBoundary key={`${remote}/${module}/${attempt}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
