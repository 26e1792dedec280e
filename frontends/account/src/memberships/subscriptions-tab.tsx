import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, useSignedInUser } from '@mb/ui';
import type { DashboardPart } from './client-dashboard.js';
import { MembershipStats } from './membership-stats.js';
import { SharedApps } from './shared-apps.js';
import { SignInPrompt } from './sign-in-prompt.js';
import { SubscriptionList } from './subscription-list.js';
import { UnavailableNotice } from './unavailable-notice.js';
import { useClientDashboard } from './use-client-dashboard.js';

/** Spec 2 §8: an expired session says so; otherwise the server's message, or the load screen's text when there was no answer. */
function failureText(error: Error, t: TFunction<'account'>): string {
  if (error instanceof ApiError && error.status === 401) return t('memberships.sessionExpired');
  return error instanceof ApiError && error.status !== undefined ? error.message : t('memberships.loadFailed');
}

/** Statistics, the client's subscriptions and the apps shared with them; or why they cannot be shown. */
export function SubscriptionsTab() {
  const { t } = useTranslation('account');
  const signedIn = useSignedInUser();
  const dashboard = useClientDashboard(signedIn?.id);

  if (signedIn === null) return <SignInPrompt text={t('memberships.signInFirst')} />;
  if (dashboard.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Stack align="center" gap="xs">
          <Loader />
          <Text>{t('memberships.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  const retry = () => void dashboard.refetch();
  if (dashboard.isError) {
    return (
      <Alert color="red" title={failureText(dashboard.error, t)}>
        <Button variant="light" color="red" loading={dashboard.isFetching} onClick={retry}>
          {t('memberships.retry')}
        </Button>
      </Alert>
    );
  }
  if (!dashboard.data) return <Text c="dimmed">{t('memberships.noUser')}</Text>;

  const { user, unavailable } = dashboard.data;
  const noticeFor = (part: DashboardPart) =>
    unavailable.includes(part) ? <UnavailableNotice text={t(`memberships.unavailable.${part}`)} retrying={dashboard.isFetching} onRetry={retry} /> : undefined;
  return (
    <Stack gap="xl">
      <MembershipStats dashboard={dashboard.data} />
      <SubscriptionList subscriptions={user.subscriptions} unavailableNotice={noticeFor('subscriptions')} />
      <SharedApps apps={user.shared_apps} unavailableNotice={noticeFor('shared_apps')} />
    </Stack>
  );
}
