import type { Dish, RestaurantOrder, RestaurantTable } from '@mb/contracts';

let serial = 0;
/** A fresh uuid-shaped id per call, so fixtures never collide. */
export const fixtureId = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

/** The restaurant's preparation stations: the default Cocina and a Bar. */
export const stations = [
  { id: '05000000-0000-4000-8000-000000000001', name: 'Cocina', is_default: true, created_at: '2025-05-01T12:00:00.000Z' },
  { id: '05000000-0000-4000-8000-000000000002', name: 'Bar', is_default: false, created_at: '2025-05-01T12:00:00.000Z' },
];

export const categories = [
  {
    id: '0c000000-0000-4000-8000-000000000001',
    name: 'Platos fuertes',
    position: 1,
    dishes: 2,
    station_id: null,
    created_at: '2025-05-01T12:00:00.000Z',
  },
  {
    id: '0c000000-0000-4000-8000-000000000002',
    name: 'Bebidas',
    position: 2,
    dishes: 1,
    station_id: stations[1]!.id,
    created_at: '2025-05-01T12:00:00.000Z',
  },
];

export function makeDish(overrides: Partial<Dish> = {}): Dish {
  return {
    id: fixtureId(),
    category_id: categories[0]!.id,
    category_name: categories[0]!.name,
    name: 'Bandeja paisa',
    description: 'Frijoles, arroz, chicharrón',
    price: 32000,
    available: true,
    image_url: null,
    option_groups: [],
    updated_at: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeTable(overrides: Partial<RestaurantTable> = {}): RestaurantTable {
  return {
    id: fixtureId(),
    number: 1,
    seats: 4,
    zone: 'Salón',
    status: 'disponible',
    open_orders: 0,
    updated_at: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<RestaurantOrder> = {}): RestaurantOrder {
  const created = overrides.created_at ?? new Date(Date.now() - 4 * 60_000).toISOString();
  return {
    id: fixtureId(),
    number: 1,
    status: 'pendiente',
    table_id: fixtureId(),
    table_number: 1,
    takeaway: false,
    note: '',
    total: 64000,
    items: [
      { dish_id: fixtureId(), name: 'Bandeja paisa', unit_price: 32000, quantity: 2, note: 'sin cebolla', options: [], line_total: 64000 },
    ],
    created_by: fixtureId(),
    created_at: created,
    updated_at: created,
    history: [],
    station_id: stations[0]!.id,
    station_name: stations[0]!.name,
    branch_id: '0b000000-0000-4000-8000-000000000001',
    ...overrides,
  };
}
