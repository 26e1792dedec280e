import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, useSignedInUser } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import type { DashboardPart } from './client-dashboard.js';
import { MembershipStats } from './membership-stats.js';
import { SharedApps } from './shared-apps.js';
import { SignInPrompt } from './sign-in-prompt.js';
import { SubscriptionList } from './subscription-list.js';
import { UnavailableNotice } from './unavailable-notice.js';
import { useClientDashboard } from './use-client-dashboard.js';

/**
 * Spec 2 §8: an expired session says so; otherwise the load screen's text, with why: the server's message, the HTTP
 * status, an answer that is not one, or no connection at all.
 */
function failure(error: Error, t: TFunction<'account'>): { title: string; reason?: string } {
  if (error instanceof ApiError && error.status === 401) return { title: t('memberships.sessionExpired') };
  const reason =
    !(error instanceof ApiError) || error.status === undefined
      ? t('memberships.errors.connection')
      : error.fromServer
        ? error.message
        : error.status >= 200 && error.status < 300
          ? t('memberships.errors.badAnswer')
          : t('memberships.errors.status', { status: error.status, statusText: error.statusText ?? '' });
  return { title: t('memberships.loadFailed'), reason };
}

/** Statistics, the client's subscriptions and the apps shared with them; or why they cannot be shown. */
export function SubscriptionsTab() {
  const { t } = useTranslation('account');
  const signedIn = useSignedInUser();
  const dashboard = useClientDashboard(signedIn?.id);

  if (signedIn === null) return <SignInPrompt text={t('memberships.signInFirst')} />;
  if (dashboard.isPending) {
    return <LoadingState text={t('memberships.loading')} />;
  }
  const retry = () => void dashboard.refetch();
  if (dashboard.isError) {
    const { title, reason } = failure(dashboard.error, t);
    return (
      <Alert color="red" title={title}>
        {reason && (
          <Text size="sm" mb="sm">
            {reason}
          </Text>
        )}
        <Button variant="light" color="red" loading={dashboard.isFetching} onClick={retry}>
          {t('memberships.retry')}
        </Button>
      </Alert>
    );
  }
  if (!dashboard.data) return <Text c="dimmed">{t('memberships.noUser')}</Text>;

  const { user, unavailable } = dashboard.data;
  const noticeFor = (part: DashboardPart) =>
    unavailable.includes(part) ? (
      <UnavailableNotice text={t(`memberships.unavailable.${part}`)} retrying={dashboard.isFetching} onRetry={retry} />
    ) : undefined;
  return (
    <Stack gap="xl">
      <MembershipStats dashboard={dashboard.data} />
      <SubscriptionList subscriptions={user.subscriptions} unavailableNotice={noticeFor('subscriptions')} />
      <SharedApps apps={user.shared_apps} unavailableNotice={noticeFor('shared_apps')} />
    </Stack>
  );
}
