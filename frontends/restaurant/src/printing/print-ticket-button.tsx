import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, RestaurantOrder } from '@mb/contracts';
import { closedStatuses } from '../kitchen/order-moves.js';
import { usePrintingFeature } from './use-printing-feature.js';
import { useTicketPrint } from './use-ticket-print.js';
import './printing-translations.js';

/** A kitchen ticket's 'Imprimir comanda' while the kitchen still has it (plans with ticket printers). */
export function PrintTicketButton({ order }: { order: RestaurantOrder }) {
  const { t } = useTranslation('restaurant');
  const { print, sheet } = useTicketPrint();
  const included = usePrintingFeature();
  if (!included || (closedStatuses as readonly OrderStatus[]).includes(order.status)) return null;
  return (
    <>
      <Button size="compact-sm" variant="subtle" leftSection={<IconPrinter size={14} />} onClick={() => print(order)} data-print-hide>
        {t('printing.printTicket')}
      </Button>
      {sheet}
    </>
  );
}
