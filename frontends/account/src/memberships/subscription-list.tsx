import type { ReactNode } from 'react';
import { useId } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@mb/contracts';
import { SubscriptionCard } from './subscription-card.js';

/** The client's own subscriptions, active or not; `unavailableNotice` replaces them when billing did not answer. */
export function SubscriptionList({ subscriptions, unavailableNotice }: { subscriptions: Subscription[]; unavailableNotice?: ReactNode }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  let content: ReactNode;
  if (unavailableNotice) content = unavailableNotice;
  else if (subscriptions.length === 0) content = <Text c="dimmed">{t('memberships.empty')}</Text>;
  else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('memberships.listTitle')}
      </Title>
      {content}
    </Stack>
  );
}
