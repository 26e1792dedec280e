import {
  categoryIdParams,
  categoryRequest,
  deletedResponse,
  dishesQuery,
  dishesResponse,
  dishIdParams,
  dishRequest,
  dishResponse,
  dishUpdateRequest,
  featuresResponse,
  menuCategoriesResponse,
  menuCategoryResponse,
  menuStatsResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

const category = { 'params.id': 'restaurant-category' } as const;
const dish = { 'params.id': 'restaurant-dish' } as const;

/** Spec 2 §7.7: the menu; changes are for restaurant admins (super_admin, admin), employees read it. */
export function restaurantMenuRoutes(app: App, restaurant: RestaurantClient): void {
  const categories = '/restaurant/menu/categories';
  const items = '/restaurant/menu/items';
  relayRoutes(app, restaurant, [
    { method: 'GET', url: categories, summary: 'Categorías del menú', response: menuCategoriesResponse },
    { method: 'POST', url: categories, summary: 'Crear una categoría (admin del restaurante)', body: categoryRequest, response: menuCategoryResponse },
    { method: 'PUT', url: `${categories}/:id`, summary: 'Renombrar una categoría', params: categoryIdParams, body: categoryRequest, response: menuCategoryResponse, owns: category },
    { method: 'DELETE', url: `${categories}/:id`, summary: 'Eliminar una categoría sin platos', params: categoryIdParams, response: deletedResponse, owns: category },
    { method: 'GET', url: items, summary: 'Platos del menú (filtros: category, available, q)', querystring: dishesQuery, response: dishesResponse },
    { method: 'GET', url: `${items}/:id`, summary: 'Un plato', params: dishIdParams, response: dishResponse, owns: dish },
    { method: 'POST', url: items, summary: 'Crear un plato (admin del restaurante)', body: dishRequest, response: dishResponse, owns: { 'body.category_id': 'restaurant-category' } },
    { method: 'PUT', url: `${items}/:id`, summary: 'Editar un plato', params: dishIdParams, body: dishUpdateRequest, response: dishResponse, owns: dish },
    { method: 'DELETE', url: `${items}/:id`, summary: 'Eliminar un plato', params: dishIdParams, response: deletedResponse, owns: dish },
    { method: 'GET', url: '/restaurant/menu/user/features', summary: 'Funciones que incluye el plan, y el plan que desbloquea las demás', response: featuresResponse },
    { method: 'GET', url: '/restaurant/menu/stats', summary: 'Resumen del menú', response: menuStatsResponse },
  ]);
}
