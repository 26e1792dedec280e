import { Button, Container, Group, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminRoles } from '@mb/contracts';
import { emit, useSignedInUser } from '@mb/ui';
import { InvoicesTab } from '../invoices/invoices-tab.js';
import { ProfileTab } from '../profile/profile-tab.js';
import { SubscriptionsTab } from './subscriptions-tab.js';
import { UsersTab } from './users-tab.js';
import './memberships-translations.js';

/**
 * /cuenta — 'Mis Suscripciones' (spec 2 §2.1): subscriptions tab by default, the invoices, the profile (§2.2) and, for
 * administrators, the user-management variant.
 */
export function MembershipsPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const isAdmin = user ? adminRoles.includes(user.role) : false;
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
      {/* Only the open tab is mounted: the profile is read when its tab opens, not with the subscriptions. */}
      <Tabs defaultValue="subscriptions" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="subscriptions">{t('memberships.tabs.subscriptions')}</Tabs.Tab>
          <Tabs.Tab value="invoices">{t('memberships.tabs.invoices')}</Tabs.Tab>
          <Tabs.Tab value="profile">{t('memberships.tabs.profile')}</Tabs.Tab>
          {isAdmin && <Tabs.Tab value="users">{t('memberships.users.tab')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="subscriptions">
          <SubscriptionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <InvoicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        {isAdmin && (
          <Tabs.Panel value="users">
            <UsersTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Container>
  );
}
