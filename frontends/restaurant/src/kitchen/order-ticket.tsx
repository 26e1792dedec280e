import { Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderStatuses, type OrderStatus, type RestaurantOrder } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { OrderCheckButton } from '../checks/index.js';
import { ConfirmButton } from '../layout/confirm-button.js';
import { cancellable, nextStatus, type BoardColumn } from './order-moves.js';
import { ageColor, formatAge } from './use-now.js';

interface OrderTicketProps {
  order: RestaurantOrder;
  now: number;
  readOnly: boolean;
  onMove: (status: OrderStatus) => void;
  onCancel: () => void;
}

const nextOf = (status: OrderStatus): OrderStatus | undefined => nextStatus[status as BoardColumn];

/**
 * A kitchen ticket: where it goes, what to cook with each note, its age, one tap to the next status; cancelling
 * asks first, and 'Cambiar estado' corrects a wrong tap (the server refuses the moves it does not allow).
 */
export function OrderTicket({ order, now, readOnly, onMove, onCancel }: OrderTicketProps) {
  const { t } = useTranslation('restaurant');
  const where = order.table_number === null ? t('orders.takeaway') : t('orders.tableLabel', { number: order.table_number });
  const title = t('kitchen.ticket', { number: order.number, where });
  const next = nextOf(order.status);
  return (
    <Paper withBorder radius="md" p="xs" role="article" aria-label={title} shadow="xs">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm">
            {title}
          </Text>
          <Badge variant="light" color={ageColor(order.created_at, now) ?? 'blue'} aria-label={t('kitchen.age')}>
            {formatAge(order.created_at, now)}
          </Badge>
        </Group>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {order.items.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines have no id and never move
            <li key={index}>
              <Text size="sm">
                {line.quantity} × {line.name}
              </Text>
              {line.note && (
                <Text size="xs" c="orange.8" fs="italic">
                  {line.note}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        {order.note && (
          <Text size="xs" fs="italic">
            {t('kitchen.orderNote', { note: order.note })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatCop(order.total)}
        </Text>
        {next && (
          <Button size="sm" fullWidth disabled={readOnly} onClick={() => onMove(next)}>
            {t(`kitchen.moveTo.${next}`)}
          </Button>
        )}
        {order.status === 'entregado' && <OrderCheckButton orderId={order.id} onNoCheck={() => onMove('pagado')} />}
        <Group gap="xs" justify="space-between">
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button size="compact-xs" variant="subtle" disabled={readOnly}>
                {t('kitchen.changeStatus')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {orderStatuses
                .filter((status) => status !== order.status && status !== 'cancelado' && status !== 'pagado')
                .map((status) => (
                  <Menu.Item key={status} onClick={() => onMove(status)}>
                    {t(`kitchen.status.${status}`)}
                  </Menu.Item>
                ))}
            </Menu.Dropdown>
          </Menu>
          {cancellable.includes(order.status) && (
            <ConfirmButton
              size="compact-xs"
              variant="subtle"
              disabled={readOnly}
              question={t('kitchen.cancelQuestion', { number: order.number })}
              onConfirm={onCancel}
            >
              {t('kitchen.cancel')}
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
