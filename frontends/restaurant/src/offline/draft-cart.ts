import { useSyncExternalStore } from 'react';
import { soldOptionsOf, type DishOptionGroup } from '@mb/contracts';
import type { CartLine } from '../orders/order-taking-api.js';

/**
 * The lines of an order taken while the device is offline: the cart lives on the server (spec 2 §7.7), out of reach
 * then, so they are kept on the device (surviving a reload) until 'Enviar a cocina' sends them as one round with its
 * lines. Shaped as the cart's lines, so the order panel shows them as it shows the cart.
 */
export type DraftLine = CartLine & { option_ids: string[] };

const storageKey = (userId: string) => `mb-restaurant-draft-${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; lines: DraftLine[] }>();

export function draftLines(userId: string): DraftLine[] {
  const raw = localStorage.getItem(storageKey(userId));
  const known = cache.get(userId);
  if (known && known.raw === raw) return known.lines;
  const lines = raw ? (JSON.parse(raw) as DraftLine[]) : [];
  cache.set(userId, { raw, lines });
  return lines;
}

function save(userId: string, lines: DraftLine[]): void {
  if (lines.length === 0) localStorage.removeItem(storageKey(userId));
  else localStorage.setItem(storageKey(userId), JSON.stringify(lines));
  for (const listener of listeners) listener();
}

const withTotal = (line: Omit<DraftLine, 'line_total'>): DraftLine => ({ ...line, line_total: line.unit_price * line.quantity });

/** One more of a dish with these options: its line's quantity grows, or a new line starts, priced with their extras. */
export function addToDraft(
  userId: string,
  dish: { id: string; name: string; price: number; option_groups: DishOptionGroup[] },
  optionIds: string[],
): void {
  const lines = draftLines(userId);
  const options = soldOptionsOf(dish.option_groups, optionIds);
  const same = (line: DraftLine) => JSON.stringify(line.options) === JSON.stringify(options);
  const known = lines.find((line) => line.dish_id === dish.id && same(line));
  save(
    userId,
    known
      ? lines.map((line) => (line === known ? withTotal({ ...line, quantity: Math.min(99, line.quantity + 1) }) : line))
      : [
          ...lines,
          withTotal({
            id: `draft-${crypto.randomUUID()}`,
            dish_id: dish.id,
            name: dish.name,
            unit_price: dish.price + options.reduce((sum, option) => sum + option.extra, 0),
            quantity: 1,
            note: '',
            options,
            option_ids: optionIds,
            available: true,
          }),
        ],
  );
}

export function updateDraftLine(userId: string, change: { id: string; quantity: number; note?: string }): void {
  save(
    userId,
    draftLines(userId).map((line) =>
      line.id === change.id ? withTotal({ ...line, quantity: change.quantity, note: change.note ?? line.note }) : line,
    ),
  );
}

export function removeDraftLine(userId: string, id: string): void {
  save(
    userId,
    draftLines(userId).filter((line) => line.id !== id),
  );
}

export const clearDraft = (userId: string) => save(userId, []);
export const isDraftLine = (id: string) => id.startsWith('draft-');

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The device's draft lines of this person, kept up to date. */
export const useDraftLines = (userId: string) => useSyncExternalStore(subscribe, () => draftLines(userId));
