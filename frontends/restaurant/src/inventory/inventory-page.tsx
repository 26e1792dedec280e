import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@mb/ui/states';
import { FeatureGate } from '../features/feature-gate.js';
import { LoadFailure } from '../layout/load-failure.js';
import { CountForm } from './count-form.js';
import { HideUnmakeableSwitch } from './hide-unmakeable-switch.js';
import { useSupplies } from './inventory-api.js';
import { LowStockAlert } from './low-stock.js';
import { MovesTab } from './moves-log.js';
import { RecipeEditor } from './recipe-editor.js';
import { SuppliesPanel } from './supplies-panel.js';
import './inventory-translations.js';

/** Each tab and what it shows; every one works on the supplies read once here. */
const tabs = [
  ['supplies', SuppliesPanel],
  ['moves', MovesTab],
  ['count', CountForm],
  ['recipes', RecipeEditor],
] as const;

function InventoryTabs() {
  const { t } = useTranslation('restaurant');
  const supplies = useSupplies();
  if (supplies.isPending) return <LoadingState text={t('inventory.loading')} />;
  if (supplies.isError) return <LoadFailure error={supplies.error} onRetry={() => void supplies.refetch()} />;
  return (
    <Tabs defaultValue="supplies" keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map(([tab]) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`inventory.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(([tab, Panel]) => (
        <Tabs.Panel key={tab} value={tab}>
          <Panel supplies={supplies.data} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * /restaurant/panelControl/inventario, restaurant administrators on every plan (`manejo_inventario`): supplies and
 * their stock, purchases, waste and adjustments, physical counts, and each dish's recipe with its cost and margin.
 */
export function InventoryPage() {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap="md">
      <Title order={1}>{t('inventory.title')}</Title>
      <FeatureGate feature="manejo_inventario">
        <Text size="sm">{t('inventory.intro')}</Text>
        <HideUnmakeableSwitch />
        <LowStockAlert />
        <InventoryTabs />
      </FeatureGate>
    </Stack>
  );
}
