import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { soldLineName, type TableOrder } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { LoadFailure } from '../layout/load-failure.js';
import { notifyFailure, notifySuccess } from '../menu/notify.js';
import { useDecideTableOrder, useTableOrders } from './qr-menu-api.js';

const decided = { confirmar: 'qrMenu.orders.confirmed', rechazar: 'qrMenu.orders.rejected' } as const;

function TableOrderCard({ order }: { order: TableOrder }) {
  const { t } = useTranslation('restaurant');
  const decide = useDecideTableOrder();
  const act = (decision: 'confirmar' | 'rechazar') =>
    decide.mutate(
      { id: order.id, decision },
      { onSuccess: () => notifySuccess(t(decided[decision], { number: order.table_number })), onError: notifyFailure },
    );
  return (
    <Card withBorder radius="md" data-testid="table-order" aria-label={t('qrMenu.orders.table', { number: order.table_number })}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{t('qrMenu.orders.table', { number: order.table_number })}</Title>
        <Badge color="yellow">{order.status}</Badge>
      </Group>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diner's order keeps its lines as sent, with no id, never moved
          <Text component="li" key={index} size="sm">
            {line.quantity} × {soldLineName(line.name, line.options)} — {formatCop(line.unit_price * line.quantity)}
            {line.note ? ` (${line.note})` : ''}
          </Text>
        ))}
      </Stack>
      {order.note && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('qrMenu.orders.note', { note: order.note })}
        </Text>
      )}
      <Group justify="space-between" mt="sm">
        <Text fw={700}>{formatCop(order.total)}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(order.created_at)}
        </Text>
      </Group>
      <Group mt="sm">
        <Button onClick={() => act('confirmar')} loading={decide.isPending}>
          {t('qrMenu.orders.confirm')}
        </Button>
        <Button variant="subtle" color="red" onClick={() => act('rechazar')} disabled={decide.isPending}>
          {t('qrMenu.orders.reject')}
        </Button>
      </Group>
    </Card>
  );
}

/** 'Pedidos desde la mesa': what diners sent, pendiente until someone confirms it (to the kitchen) or rejects it. */
export function TableOrdersPanel() {
  const { t } = useTranslation('restaurant');
  const orders = useTableOrders();
  return (
    <Stack gap="sm" component="section" aria-label={t('qrMenu.orders.title')}>
      <Title order={2} size="h3">
        {t('qrMenu.orders.title')}
      </Title>
      {orders.isError && <LoadFailure error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data?.length === 0 && <Text c="dimmed">{t('qrMenu.orders.none')}</Text>}
      {orders.data?.map((order) => (
        <TableOrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
