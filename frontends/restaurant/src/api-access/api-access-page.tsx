import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureGate } from '../features/feature-gate.js';
import { ApiKeysPanel } from './api-keys-panel.js';
import { WebhooksPanel } from './webhooks-panel.js';
import './api-access-translations.js';

/**
 * /restaurant/panelControl/api, restaurant administrators on Gold (`api_access`; other plans see it locked with the
 * plan that unlocks it, and the server refuses them too): API keys and webhooks with their delivery log.
 */
export function ApiAccessPage() {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap="md">
      <Title order={1}>{t('apiAccess.title')}</Title>
      <FeatureGate feature="api_access">
        <Text size="sm">
          {t('apiAccess.intro')}{' '}
          <Anchor href="/docs/api-restaurante" target="_blank" rel="noopener">
            {t('apiAccess.docs')}
          </Anchor>
        </Text>
        <Tabs defaultValue="keys" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="keys">{t('apiAccess.tabs.keys')}</Tabs.Tab>
            <Tabs.Tab value="webhooks">{t('apiAccess.tabs.webhooks')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="keys">
            <ApiKeysPanel />
          </Tabs.Panel>
          <Tabs.Panel value="webhooks">
            <WebhooksPanel />
          </Tabs.Panel>
        </Tabs>
      </FeatureGate>
    </Stack>
  );
}
