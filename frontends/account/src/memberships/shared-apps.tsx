import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planNames, type SharedApp } from '@mb/contracts';
import { OpenAppButton } from '../restaurant-app/open-app-button.js';
import { sharedAppFailure } from '../restaurant-app/open-failures.js';
import { StatusBadge } from './status-badge.js';

function SharedAppCard({ app }: { app: SharedApp }) {
  const { t } = useTranslation('account');
  return (
    <Card component="article" aria-label={app.product_name} withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4">
          {app.product_name}
        </Title>
        <StatusBadge status={app.subscription_status} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('memberships.shared.owner', { email: app.owner_email })}
      </Text>
      <Text size="sm">
        {t('memberships.shared.role')}: {t(`memberships.shared.roles.${app.role}`)}
      </Text>
      <Text size="sm">
        {t('memberships.shared.plan')}: {planNames[app.plan_type]}
      </Text>
      <Group mt="sm">
        {/* Spec 2 §2.4: a shared app opens only while the owner's subscription is active. */}
        {app.subscription_status === 'active' ? (
          <OpenAppButton subscriptionId={app.subscription_id} failureMessage={sharedAppFailure} />
        ) : (
          <Button size="xs" disabled>
            {t('openApp.sharedInactive')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Apps other users share with this client (spec 2 §2.4): what, whose, with which role and plan; and a way in. */
export function SharedApps({ apps, unavailableNotice }: { apps: SharedApp[]; unavailableNotice?: ReactNode }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  let content: ReactNode;
  if (unavailableNotice) content = unavailableNotice;
  else if (apps.length === 0) content = <Text c="dimmed">{t('memberships.shared.empty')}</Text>;
  else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {apps.map((app) => (
          <SharedAppCard key={app.id} app={app} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('memberships.shared.title')}
      </Title>
      {content}
    </Stack>
  );
}
