import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { planNames } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';
import './feature-translations.js';

/** Shows `children` when the plan has `feature`; otherwise the feature, locked, with the plan that unlocks it. */
export function FeatureGate({ feature, children }: { feature: string; children: ReactNode }) {
  const { t } = useTranslation('restaurant');
  const { features } = useRestaurantSession();
  const entry = features.find((candidate) => candidate.key === feature);
  if (entry?.included) return children;
  const name = t(`features.names.${feature}`, { defaultValue: feature });
  return (
    <Alert color="gray" variant="light" title={name} icon={<IconLock role="img" aria-label={t('features.locked')} />} role="note">
      {entry ? t('features.upgrade', { plan: planNames[entry.unlocked_by] }) : t('features.unavailable')}
    </Alert>
  );
}
