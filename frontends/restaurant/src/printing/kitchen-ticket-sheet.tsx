import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kitchenOptionLine, type RestaurantOrder } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { PrintArea } from './print-area.js';
import './printing-translations.js';

/** A kitchen ticket as the browser prints it: what the ESC/POS ticket says, laid out for the roll. */
export function KitchenTicketSheet({ order }: { order: RestaurantOrder }) {
  const { t } = useTranslation('restaurant');
  const where = order.table_number === null ? t('orders.takeaway') : t('orders.tableLabel', { number: order.table_number });
  return (
    <PrintArea label={t('printing.sheet')} sheet>
      <Stack gap={4} style={{ fontFamily: 'monospace' }}>
        <Text fw={700} size="xl" ta="center">
          {t('printing.kitchenTicket', { number: order.number })}
        </Text>
        <Text fw={700} size="lg" ta="center">
          {where}
        </Text>
        <Text fw={700} ta="center">
          {order.station_name}
        </Text>
        <Text size="xs" ta="center">
          {formatDateTime(order.created_at)}
        </Text>
        <Divider color="dark" />
        {order.items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines have no id and never move
          <div key={index}>
            <Text fw={700}>{t('checks.line', { quantity: line.quantity, name: line.name })}</Text>
            {line.options.map((option) => (
              <Text key={`${option.group}/${option.name}`} fw={700} pl="md">
                {kitchenOptionLine(option)}
              </Text>
            ))}
            {line.note && <Text size="sm">&gt; {line.note}</Text>}
          </div>
        ))}
        {order.note && (
          <>
            <Divider color="dark" />
            <Text size="sm">{t('kitchen.orderNote', { note: order.note })}</Text>
          </>
        )}
      </Stack>
    </PrintArea>
  );
}
