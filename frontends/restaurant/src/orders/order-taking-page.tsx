import { useRef, useState } from 'react';
import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';
import { TableCheckLinks } from '../checks/index.js';
import { usePhone } from '../layout/use-phone.js';
import { useRestaurantSession } from '../session/index.js';
import { CartPanel } from './cart-panel.js';
import { DishPicker } from './dish-picker.js';
import { FloorView } from './floor-view.js';
import { OrderBar } from './order-bar.js';
import { useCart, type Destination } from './order-taking-api.js';
import './order-translations.js';

/**
 * /restaurant/panelControl/pedidos: a waiter picks a table on the floor (or takeaway), adds dishes with notes to
 * their cart and sends it to the kitchen; the menu sits beside the order on a tablet and above it on a phone, where
 * a bar at the bottom ('Ver pedido (n)') brings the order into view.
 */
export function OrderTakingPage() {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const cart = useCart();
  const [destination, setDestination] = useState<Destination | null>(null);
  const phone = usePhone();
  const order = useRef<HTMLDivElement>(null);
  const openOrder = () => {
    order.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById('cart-title')?.focus({ preventScroll: true });
  };

  if (!destination) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('orders.title')}</Title>
        <FloorView onPick={setDestination} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('orders.title')}</Title>
        <Group gap="xs">
          {'table' in destination && <TableCheckLinks tableId={destination.table.id} />}
          <Button variant="default" onClick={() => setDestination(null)}>
            {t('orders.changeTable')}
          </Button>
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
          <DishPicker disabled={readOnly} onAdd={(dish, options) => cart.add.mutate({ dishId: dish.id, options })} />
        </Grid.Col>
        {/* Scrolled to below the site's fixed header (64 px). */}
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }} ref={order} style={{ scrollMarginTop: 72 }}>
          <CartPanel
            cart={cart}
            destination={destination}
            readOnly={readOnly}
            onSent={(number) => {
              if (number !== undefined) emit('global-toast', { type: 'success', message: t('orders.sent', { number }) });
              setDestination(null);
            }}
          />
        </Grid.Col>
      </Grid>
      {phone && <OrderBar lines={cart.cart.data ?? []} onOpen={openOrder} />}
    </Stack>
  );
}
