import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planNames } from '@mb/contracts';
import type { SharedApp } from './client-dashboard.js';
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
        {t('memberships.shared.role')}: {t(`memberships.shared.roles.${app.role}`, { defaultValue: app.role })}
      </Text>
      <Text size="sm">
        {t('memberships.shared.plan')}: {planNames[app.plan_type]}
      </Text>
    </Card>
  );
}

/** Apps other users share with this client (spec 2 §2.4): what, whose, with which role and plan. */
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
