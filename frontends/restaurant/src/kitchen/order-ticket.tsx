import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kitchenOptionLine, type OrderStatus, type RestaurantOrder } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { OrderCheckButton } from '../checks/index.js';
import { ConfirmButton } from '../layout/confirm-button.js';
import { PrintTicketButton } from '../printing/index.js';
import { useRestaurantSession } from '../session/index.js';
import { cancellable, nextStatus, type BoardColumn } from './order-moves.js';
import { ageColor, formatAge } from './use-now.js';

interface OrderTicketProps {
  order: RestaurantOrder;
  now: number;
  readOnly: boolean;
  onMove: (status: OrderStatus) => void;
  onCancel: () => void;
  /** The station it is for, named while the board shows every station's tickets. */
  station?: string;
}

/** A ticket's buttons say what they do in words, so in a narrow column the words wrap rather than being cut. */
const wrappingButton = { root: { height: 'auto', minHeight: 36, paddingInline: 8, paddingBlock: 4 }, label: { whiteSpace: 'normal' } };

const nextOf = (status: OrderStatus): OrderStatus | undefined => nextStatus[status as BoardColumn];

/**
 * A kitchen ticket: where it goes, what to cook with its options (one a line) and note, its age (never squeezed out by
 * a long title), and only the moves the server allows: one tap to the next status, and cancelling (asked first) while
 * still cancellable.
 */
export function OrderTicket({ order, now, readOnly, onMove, onCancel, station }: OrderTicketProps) {
  const { t } = useTranslation('restaurant');
  // Cancelling is not every role's (issue 36): a cook or a waiter is not offered it.
  const { can } = useRestaurantSession();
  const where = order.table_number === null ? t('orders.takeaway') : t('orders.tableLabel', { number: order.table_number });
  const title = t('kitchen.ticket', { number: order.number, where });
  const next = nextOf(order.status);
  return (
    <Paper withBorder radius="sm" p={8} role="article" aria-label={title} shadow="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Badge style={{ flexShrink: 0 }} variant="light" color={ageColor(order.created_at, now) ?? 'blue'} aria-label={t('kitchen.age')}>
            {formatAge(order.created_at, now)}
          </Badge>
        </Group>
        {station && (
          <Text size="xs" c="dimmed" fw={600}>
            {station}
          </Text>
        )}
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {order.items.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines have no id and never move
            <li key={index}>
              <Text size="sm">
                {line.quantity} × {line.name}
              </Text>
              {line.options.map((option) => (
                <Text key={`${option.group}/${option.name}`} size="sm" fw={600} pl="md">
                  {kitchenOptionLine(option)}
                </Text>
              ))}
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
        <PrintTicketButton order={order} />
        {next && (
          <Button size="sm" fullWidth disabled={readOnly} onClick={() => onMove(next)} styles={wrappingButton}>
            {t(`kitchen.moveTo.${next}`)}
          </Button>
        )}
        {order.status === 'entregado' && <OrderCheckButton orderId={order.id} onNoCheck={() => onMove('pagado')} />}
        {cancellable.includes(order.status) && can('cancel_ticket') && (
          <ConfirmButton
            size="compact-sm"
            variant="subtle"
            disabled={readOnly}
            question={t('kitchen.cancelQuestion', { number: order.number })}
            keepLabel={t('kitchen.keepOrder')}
            confirmLabel={t('kitchen.cancel')}
            onConfirm={onCancel}
          >
            {t('kitchen.cancel')}
          </ConfirmButton>
        )}
      </Stack>
    </Paper>
  );
}
