import { Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';
import { SubscriptionsTab } from './subscriptions-tab.js';
import './memberships-translations.js';

/** /cuenta — 'Mis Suscripciones' (spec 2 §2.1): subscriptions tab by default; the profile tab comes with its own issue. */
export function MembershipsPage() {
  const { t } = useTranslation('account');
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="lg">
        <Title order={1}>{t('memberships.title')}</Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => emit('open-store')}>
            {t('memberships.actions.store')}
          </Button>
          <Button onClick={() => emit('open-fe-profile-modal')}>{t('memberships.actions.invoicing')}</Button>
        </Group>
      </Group>
      <Tabs defaultValue="subscriptions">
        <Tabs.List mb="lg">
          <Tabs.Tab value="subscriptions">{t('memberships.tabs.subscriptions')}</Tabs.Tab>
          <Tabs.Tab value="profile">{t('memberships.tabs.profile')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscriptions">
          <SubscriptionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <Text c="dimmed">{t('memberships.profilePending')}</Text>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
