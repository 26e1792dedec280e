import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientDashboard } from './client-dashboard.js';

/** Shown for a count whose part of the dashboard did not arrive: 0 would be a claim we cannot make. */
const unknownCount = '—';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value ?? unknownCount}
      </Text>
    </Paper>
  );
}

/** Counts at a glance; "active" is counted as the badges show it (status active), so the numbers match the cards. */
export function MembershipStats({ dashboard: { user, unavailable } }: { dashboard: ClientDashboard }) {
  const { t } = useTranslation('account');
  const subscriptions = unavailable.includes('subscriptions') ? undefined : user.subscriptions;
  const sharedApps = unavailable.includes('shared_apps') ? undefined : user.shared_apps;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Stat
        label={t('memberships.stats.active')}
        value={subscriptions?.filter((subscription) => subscription.status === 'active').length}
      />
      <Stat label={t('memberships.stats.total')} value={subscriptions?.length} />
      <Stat label={t('memberships.stats.shared')} value={sharedApps?.length} />
    </SimpleGrid>
  );
}
