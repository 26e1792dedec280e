import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CountDifference,
  InventorySettings,
  Recipe,
  RecipeRequest,
  StockCountRequest,
  StockMove,
  StockMoveRequest,
  Supply,
  SupplyRequest,
} from '@mb/contracts';
import { restaurantApi, restaurantKeys, restaurantQueryKey } from '../session/index.js';

// Every inventory view under one key: any change (a purchase, a count, a recipe) refreshes them all.
const inventoryKey = [...restaurantQueryKey, 'inventory'] as const;
const keys = {
  supplies: [...inventoryKey, 'supplies'] as const,
  alerts: [...inventoryKey, 'alerts'] as const,
  moves: [...inventoryKey, 'moves'] as const,
  recipe: (dishId: string) => [...inventoryKey, 'recipe', dishId] as const,
  settings: [...inventoryKey, 'settings'] as const,
};
const path = '/restaurant/inventario';
const data = <T>(answer: { data: T }) => answer.data;
// A round sent elsewhere lowers the stock: the alert looks again now and then.
const alertPollMs = 30_000;

export const useSupplies = () =>
  useQuery({ queryKey: keys.supplies, queryFn: () => restaurantApi<{ data: Supply[] }>(`${path}/insumos`).then(data) });

/** The supplies at or under their threshold; only asked for when `enabled` (an administrator on the screen or in the menu). */
export const useLowStock = (enabled: boolean) =>
  useQuery({
    queryKey: keys.alerts,
    queryFn: () => restaurantApi<{ data: Supply[] }>(`${path}/alertas`).then(data),
    enabled,
    refetchInterval: alertPollMs,
  });

/** The latest stock moves of every supply, newest first: sales, voids, purchases, waste, adjustments and counts, with who. */
export const useMoves = () =>
  useQuery({ queryKey: keys.moves, queryFn: () => restaurantApi<{ data: StockMove[] }>(`${path}/movimientos`).then(data) });

export const useRecipe = (dishId: string | null) =>
  useQuery({
    queryKey: keys.recipe(dishId ?? ''),
    queryFn: () => restaurantApi<{ data: Recipe }>(`${path}/recetas/${dishId}`).then(data),
    enabled: dishId !== null,
  });

export const useInventorySettings = () =>
  useQuery({ queryKey: keys.settings, queryFn: () => restaurantApi<{ data: InventorySettings }>(`${path}/ajustes`).then(data) });

/**
 * Each change the administrator makes; its success refreshes every inventory view, and the menu (a move or a recipe may
 * hide or show a dish when the restaurant hides dishes without supplies).
 */
function useInventoryChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
        queryClient.invalidateQueries({ queryKey: restaurantKeys.dishes }),
      ]),
  });
}

/** A supply's fields as typed (an empty one left out): the service checks them and says what is wrong. */
export const useSaveSupply = () =>
  useInventoryChange(({ id, supply }: { id?: string; supply: Partial<SupplyRequest> }) =>
    restaurantApi<{ data: Supply }>(id ? `${path}/insumos/${id}` : `${path}/insumos`, { method: id ? 'PUT' : 'POST', body: supply }).then(
      data,
    ),
  );

export const useRemoveSupply = () =>
  useInventoryChange((id: string) => restaurantApi<{ data: Supply }>(`${path}/insumos/${id}`, { method: 'DELETE' }).then(data));

export const useRecordMove = () =>
  useInventoryChange((move: StockMoveRequest) =>
    restaurantApi<{ data: Supply }>(`${path}/movimientos`, { method: 'POST', body: move }).then(data),
  );

export const useRecordCount = () =>
  useInventoryChange((count: StockCountRequest) =>
    restaurantApi<{ data: CountDifference[] }>(`${path}/conteo`, { method: 'POST', body: count }).then(data),
  );

export const useSaveRecipe = () =>
  useInventoryChange(({ dishId, recipe }: { dishId: string; recipe: RecipeRequest }) =>
    restaurantApi<{ data: Recipe }>(`${path}/recetas/${dishId}`, { method: 'PUT', body: recipe }).then(data),
  );

export const useSaveInventorySettings = () =>
  useInventoryChange((settings: InventorySettings) =>
    restaurantApi<{ data: InventorySettings }>(`${path}/ajustes`, { method: 'PUT', body: settings }).then(data),
  );
