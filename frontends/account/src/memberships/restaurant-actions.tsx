import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@mb/contracts';
import { emit, useWindowEvent } from '@mb/ui';
import { RenewalModal } from '../renewal/renewal-modal.js';
import { OpenAppButton } from '../restaurant-app/open-app-button.js';
import { ownAppFailure } from '../restaurant-app/open-failures.js';
import { RestaurantConfigModal } from '../restaurant-config/restaurant-config-modal.js';

/** The owner's restaurant subscription, active or in grace: open the app, manage its staff, renew to a higher plan. */
export function RestaurantActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('account');
  const [dialog, setDialog] = useState<'config' | 'renewal' | null>(null);
  const close = () => setDialog(null);
  // The staff dialog opens on its window event (spec 2 §2.4), which is also what this card's button sends.
  useWindowEvent('open-restaurant-config', ({ subscriptionId }) => {
    if (subscriptionId === subscription.id) setDialog('config');
  });
  return (
    <Group gap="xs">
      <OpenAppButton subscriptionId={subscription.id} failureMessage={ownAppFailure} />
      <Button size="xs" variant="light" onClick={() => emit('open-restaurant-config', { subscriptionId: subscription.id })}>
        {t('restaurantConfig.open')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setDialog('renewal')}>
        {t('renewal.open')}
      </Button>
      <RestaurantConfigModal product={subscription.product_name} opened={dialog === 'config'} onClose={close} />
      <RenewalModal subscription={subscription} opened={dialog === 'renewal'} onClose={close} />
    </Group>
  );
}
