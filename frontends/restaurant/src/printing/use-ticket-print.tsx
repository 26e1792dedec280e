import { useEffect, useState } from 'react';
import type { RestaurantOrder } from '@mb/contracts';
import { useSendToPrinter } from './escpos-print-button.js';
import { kitchenTicketBytes } from './escpos-tickets.js';
import { KitchenTicketSheet } from './kitchen-ticket-sheet.js';

/**
 * Prints a kitchen ticket: as ESC/POS on this device's ticket printer when one is connected, otherwise through the
 * browser's print dialog. `sheet` is what the dialog prints: render it where the hook is used.
 */
export function useTicketPrint() {
  const send = useSendToPrinter();
  const [sheet, setSheet] = useState<RestaurantOrder | null>(null);
  useEffect(() => {
    if (!sheet) return;
    window.print();
    setSheet(null);
  }, [sheet]);
  const print = (order: RestaurantOrder) => (send ? void send((paper, t) => kitchenTicketBytes(order, paper, t)) : setSheet(order));
  return { print, sheet: sheet && <KitchenTicketSheet order={sheet} /> };
}
