import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planNames } from '@mb/contracts';
import { PlanFeatures } from '../features/plan-features.js';
import { Fact } from '../layout/fact.js';
import { roleKey } from '../layout/role-key.js';
import { useRestaurantSession } from '../session/index.js';
import './panel-translations.js';

/**
 * /restaurant/panelControl: where an opened restaurant app lands (spec 2 §2.4) — which one, with which role and
 * plan, and what the plan includes.
 */
export function PanelControlPage() {
  const { t } = useTranslation('restaurant');
  const session = useRestaurantSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('panel.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={t('panel.product')} value={session.productName} />
        <Fact label={t('panel.role')} value={t(`layout.roles.${roleKey(session.user)}`)} />
        <Fact label={t('panel.plan')} value={planNames[session.plan]} />
      </SimpleGrid>
      <PlanFeatures />
    </Stack>
  );
}
