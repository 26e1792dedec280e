import type { RestaurantOrder } from '@mb/contracts';
import { FeatureGate } from '../features/feature-gate.js';
import { PrinterPanel } from './printer-panel.js';
import { usePrinterSettings } from './printer-settings.js';
import { useAutoPrint } from './use-auto-print.js';
import { usePrintingFeature } from './use-printing-feature.js';
import { useTicketPrint } from './use-ticket-print.js';

/**
 * The kitchen board's printing: the device's printer panel, and each new ticket printed on arrival when the device
 * asks for it. A plan without ticket printers sees the feature locked with the plan that unlocks it.
 */
export function KitchenPrinting({ orders }: { orders: RestaurantOrder[] | undefined }) {
  const included = usePrintingFeature();
  const [{ autoPrint }] = usePrinterSettings();
  const { print, sheet } = useTicketPrint();
  useAutoPrint(orders, included && autoPrint, print);
  return (
    <FeatureGate feature="sistema_ticketeras">
      <PrinterPanel />
      {sheet}
    </FeatureGate>
  );
}
