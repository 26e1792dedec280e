import {
  categoryIdParams,
  categoryOrderRequest,
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayMediaFiles } from '../public/media.routes.js';
import { relayRoutes, restaurantBearer, sendAsWritten, tags } from './relay.js';

const category = { 'params.id': 'restaurant-category' } as const;
const station = { 'body.station_id': 'restaurant-station' } as const;
const dish = { 'params.id': 'restaurant-dish' } as const;

/** Spec 2 §7.7: the menu; changes are for restaurant admins (super_admin, admin), employees read it. */
export function restaurantMenuRoutes(app: App, restaurant: RestaurantClient): void {
  const categories = '/restaurant/menu/categories';
  const items = '/restaurant/menu/items';
  relayRoutes(app, restaurant, [
    { method: 'GET', url: categories, summary: 'Categorías del menú', response: menuCategoriesResponse },
    {
      method: 'POST',
      url: categories,
      summary: 'Crear una categoría (admin del restaurante), con la estación que prepara sus platos',
      body: categoryRequest,
      response: menuCategoryResponse,
      owns: station,
    },
    {
      method: 'PUT',
      url: `${categories}/order`,
      summary: 'Ordenar las categorías del menú (admin del restaurante): ids de todas, una vez cada una, en el orden del menú',
      body: categoryOrderRequest,
      response: menuCategoriesResponse,
    },
    {
      method: 'PUT',
      url: `${categories}/:id`,
      summary: 'Renombrar una categoría o cambiar su estación',
      params: categoryIdParams,
      body: categoryRequest,
      response: menuCategoryResponse,
      owns: { ...category, ...station },
    },
    {
      method: 'DELETE',
      url: `${categories}/:id`,
      summary: 'Eliminar una categoría sin platos',
      params: categoryIdParams,
      response: deletedResponse,
      owns: category,
    },
    {
      method: 'GET',
      url: items,
      summary: 'Platos del menú (filtros: category, available, q)',
      querystring: dishesQuery,
      response: dishesResponse,
    },
    { method: 'GET', url: `${items}/:id`, summary: 'Un plato', params: dishIdParams, response: dishResponse, owns: dish },
    {
      method: 'POST',
      url: items,
      summary: 'Crear un plato (admin del restaurante)',
      body: dishRequest,
      response: dishResponse,
      owns: { 'body.category_id': 'restaurant-category' },
    },
    {
      method: 'PUT',
      url: `${items}/:id`,
      summary: 'Editar un plato',
      params: dishIdParams,
      body: dishUpdateRequest,
      response: dishResponse,
      owns: dish,
    },
    { method: 'DELETE', url: `${items}/:id`, summary: 'Eliminar un plato', params: dishIdParams, response: deletedResponse, owns: dish },
    {
      method: 'DELETE',
      url: `${items}/:id/image`,
      summary: 'Quitar la imagen de un plato',
      params: dishIdParams,
      response: dishResponse,
      owns: dish,
    },
    {
      method: 'GET',
      url: '/restaurant/menu/user/features',
      summary: 'Funciones que incluye el plan, y el plan que desbloquea las demás',
      response: featuresResponse,
    },
    { method: 'GET', url: '/restaurant/menu/stats', summary: 'Resumen del menú', response: menuStatsResponse },
  ]);

  // The picture is multipart (field `image`) and is not parsed here but streamed to the service, which looks the
  // dish up before reading it. Any other body goes on without it, so the service answers as it would directly:
  // 404 for another restaurant's dish, else 415.
  void app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    uploads.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    uploads.post(
      `${items}/:id/image`,
      {
        config: { access: 'restaurant', owns: dish },
        schema: {
          tags,
          summary: 'Subir la imagen de un plato (multipart, campo image: PNG, JPEG, WebP o GIF de 50 a 3000 px por lado, hasta 8 MB)',
          params: dishIdParams,
          response: { 200: dishResponse },
        },
      },
      async (request, reply) => {
        const token = restaurantBearer(request);
        const contentType = request.headers['content-type'] ?? '';
        if (!contentType.startsWith('multipart/form-data')) {
          // Not an upload: the service refuses it in its own words, passed on as `relayRoutes` passes answers.
          const answer = await restaurant.app({ method: 'POST', path: request.url, token, requestId: request.id });
          return sendAsWritten(reply, answer);
        }
        return restaurant.uploadDishImage(
          token,
          request.params.id,
          { body: request.raw, contentType, contentLength: request.headers['content-length'] },
          request.id,
        );
      },
    );
  });

  relayMediaFiles(app, '/restaurant/media/', restaurant.media);
}
