import { Badge, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, RestaurantOrder } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';
import { fallbackPollMs, useBoardOrders, useOrderMoves } from './kitchen-board-api.js';
import { boardColumns, closedStatuses } from './order-moves.js';
import { OrderTicket } from './order-ticket.js';
import { useBoardStation } from './board-station.js';
import { StationBar } from './station-bar.js';
import { useStations } from '../stations/stations-api.js';
import { useLiveOrders } from './use-live-orders.js';
import { useNow } from './use-now.js';
import '../orders/order-translations.js';
import { LoadFailure } from '../layout/load-failure.js';
import { KitchenPrinting } from '../printing/index.js';
import './kitchen-translations.js';

/**
 * As many columns side by side as fit, the rest wrapped below (1366 px shows five, 1024 px three, a phone one): every
 * column is reached by scrolling down, none is cut at the right edge.
 */
const columnGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 'var(--mantine-spacing-md)' };

const oldestFirst = (a: RestaurantOrder, b: RestaurantOrder) => a.created_at.localeCompare(b.created_at);

/**
 * /restaurant/panelControl/cocina: the kitchen display. One column per status (wrapping to fit the screen), oldest
 * ticket first with its age ticking, updated live from the order stream (polling only while the stream is down),
 * and today's closed orders; one station's tickets or all (the device's printer prints only those shown).
 */
export function KitchenBoardPage() {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const live = useLiveOrders();
  const board = useBoardOrders(live);
  const { move, cancel } = useOrderMoves();
  const now = useNow();
  const stations = useStations();
  const [stationId, chooseStation] = useBoardStation();
  // A station chosen on this device that the restaurant no longer has shows every station.
  const station = stations.data?.find((one) => one.id === stationId) ?? null;
  const shown = board.data?.filter((order) => !station || order.station_id === station.id);

  const column = (statuses: readonly OrderStatus[], title: string, key: string) => {
    const orders = (shown ?? []).filter((order) => statuses.includes(order.status)).sort(oldestFirst);
    return (
      <Box key={key} component="section" aria-label={title} style={{ minWidth: 0 }}>
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge variant="default">{orders.length}</Badge>
        </Group>
        <Stack gap="xs">
          {orders.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('kitchen.emptyColumn')}
            </Text>
          )}
          {orders.map((order) => (
            <OrderTicket
              key={order.id}
              order={order}
              now={now}
              readOnly={readOnly}
              station={station ? undefined : order.station_name}
              onMove={(status) => move.mutate({ id: order.id, status })}
              onCancel={() => cancel.mutate(order.id)}
            />
          ))}
        </Stack>
      </Box>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('kitchen.title')}</Title>
        <Badge color={live ? 'green' : 'yellow'} variant="light" role="status">
          {live ? t('kitchen.live') : t('kitchen.polling', { seconds: fallbackPollMs / 1000 })}
        </Badge>
      </Group>
      {stations.data && <StationBar stations={stations.data} station={station} onChoose={chooseStation} readOnly={readOnly} />}
      <KitchenPrinting orders={shown} />
      {board.isPending && <Loader aria-label={t('orders.loading')} />}
      {board.isError && <LoadFailure error={board.error} onRetry={() => void board.refetch()} />}
      {board.data && (
        <Box style={columnGrid}>
          {boardColumns.map((status) => column([status], t(`kitchen.status.${status}`), status))}
          {column(closedStatuses, t('kitchen.closedToday'), 'closed')}
        </Box>
      )}
    </Stack>
  );
}
