import { useRestaurantSession } from '../session/index.js';

/** Whether the plan has ticket printers (sistema_ticketeras: Pro and Gold); the browser's print dialog is for every plan. */
export const usePrintingFeature = (): boolean =>
  useRestaurantSession().features.some((feature) => feature.key === 'sistema_ticketeras' && feature.included);
