import { useEffect, useRef } from 'react';
import type { RestaurantOrder } from '@mb/contracts';

/**
 * Calls `print` once for each order that appears after the board first loaded (a new ticket arriving), while
 * `enabled`; orders already there when the board opened, or seen before, never print again.
 */
export function useAutoPrint(orders: RestaurantOrder[] | undefined, enabled: boolean, print: (order: RestaurantOrder) => void) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!orders) return;
    if (!seen.current) {
      seen.current = new Set(orders.map((order) => order.id));
      return;
    }
    for (const order of orders) {
      if (seen.current.has(order.id)) continue;
      seen.current.add(order.id);
      if (enabled && order.status !== 'cancelado' && order.status !== 'pagado') print(order);
    }
  }, [orders, enabled, print]);
}
