import { AppShell, Center, Container, Text } from '@mantine/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPaint, releaseEvents, theme } from '@mb/ui';
import { AuthDialogs } from './auth/auth-dialogs.js';
import { InvoicingProfileHost } from './invoicing/invoicing-profile-host.js';
import { Header, headerHeightPx } from './layout/header.js';
import { WindowNavigation } from './navigation/window-navigation.js';
import { BlockingLoader } from './overlays/blocking-loader.js';
import { ChatWidget } from './overlays/chat/chat-widget.js';
import { ConsentBanner, ConsentFooterLink } from './overlays/consent/consent-banner.js';
import { LoadingScreen } from './overlays/loading-screen.js';
import { HeaderToast, ToastStack } from './overlays/toast-stack.js';
import { queryClient } from './query-client.js';
import { AppRoutes } from './routes.js';
import { SessionProvider } from './session/session-context.js';
import { Tracking } from './tracking/tracking.js';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <WindowNavigation />
          <Layout />
          <LoadingScreen />
          {/* Nothing here is on screen at start-up (the loading screen covers the page): it comes in a commit of its
              own, so the first one (the page and its header) is a shorter piece of a phone's main thread. */}
          <AfterPaint>
            <BlockingLoader />
            <ToastStack />
            <HeaderToast />
            <AuthDialogs />
            <InvoicingProfileHost />
            <ConsentBanner />
            <Tracking />
            <ChatWidget />
            <StartMark />
          </AfterPaint>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * `<html data-app-started>` once the app's overlays are on screen and their window-event listeners are registered
 * (the last of them): the first render is a transition that commits after the page's load event and the overlays a
 * commit later, so whoever drives the page (the browser journeys) knows when the app answers. The window events held
 * since start-up have reached their listeners by then; from now on an event nobody listens to is not kept.
 */
function StartMark() {
  useEffect(() => {
    releaseEvents();
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  return null;
}

function Layout() {
  const { t } = useTranslation('shell');
  return (
    <AppShell header={{ height: headerHeightPx }} padding={0}>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        {/* A screen tall at least: the footer waits below the fold instead of jumping down when a remote arrives. */}
        <div className="app-page">
          <AppRoutes />
        </div>
        <Container component="footer" py="xl">
          <Text size="sm" c="dimmed" ta="center">
            © {new Date().getFullYear()} MB Platform · {t('footer.rights')}
          </Text>
          <Center>
            <ConsentFooterLink />
          </Center>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
