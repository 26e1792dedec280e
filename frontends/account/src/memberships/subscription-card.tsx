import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planNames, type Subscription } from '@mb/contracts';
import { formatCop, formatDate } from '@mb/ui';
import { isRestaurantSubscription } from '../restaurant-app/restaurant-product.js';
import { RestaurantActions } from './restaurant-actions.js';
import { StatusBadge } from './status-badge.js';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One subscription: product, plan, dates, what was paid, and in grace the day the app stops opening; a live
 * restaurant subscription also opens, configures and renews from here.
 */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('account');
  return (
    <Card component="article" aria-label={subscription.product_name} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {subscription.product_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('memberships.card.plan', { plan: planNames[subscription.plan_type] })}
            </Text>
          </div>
          <StatusBadge status={subscription.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Detail label={t('memberships.card.since')} value={formatDate(subscription.subscription_date)} />
          <Detail label={t('memberships.card.expires')} value={formatDate(subscription.expiry_date)} />
          <Detail label={t('memberships.card.amountPaid')} value={formatCop(subscription.amount_paid)} />
        </SimpleGrid>
        {subscription.status === 'grace' && (
          <Alert color="yellow" variant="light">
            {t('memberships.card.grace', { date: formatDate(subscription.suspension_date) })}
          </Alert>
        )}
        {subscription.is_active && isRestaurantSubscription(subscription) && <RestaurantActions subscription={subscription} />}
      </Stack>
    </Card>
  );
}
