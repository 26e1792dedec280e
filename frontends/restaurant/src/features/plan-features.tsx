import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { planNames } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';
import './feature-translations.js';

/**
 * What the plan includes (spec 1 §9) and, locked, what it lacks with the plan that unlocks it: the server refuses
 * those too; this tells the owner what an upgrade from Mis Suscripciones would bring.
 */
export function PlanFeatures() {
  const { t } = useTranslation('restaurant');
  const { features, plan } = useRestaurantSession();
  return (
    <Stack gap="sm" component="section" aria-labelledby="plan-features-title">
      <Title order={3} id="plan-features-title">
        {t('features.title', { plan: planNames[plan] })}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {features.map((feature) => (
          <Paper
            key={feature.key}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={t(`features.names.${feature.key}`, { defaultValue: feature.key })}
            bg={feature.included ? undefined : 'var(--mantine-color-gray-0)'}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap">
                {feature.included ? (
                  <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />
                ) : (
                  <IconLock size={16} color="var(--mantine-color-dimmed)" role="img" aria-label={t('features.locked')} />
                )}
                <Text size="sm" c={feature.included ? undefined : 'dimmed'}>
                  {t(`features.names.${feature.key}`, { defaultValue: feature.key })}
                </Text>
              </Group>
              {feature.included ? (
                <Badge color="green" variant="light">
                  {t('features.included')}
                </Badge>
              ) : (
                <Badge color="gray" variant="outline">
                  {t('features.lockedUntil', { plan: planNames[feature.unlocked_by] })}
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
