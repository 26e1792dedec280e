import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { restaurantApiAccessRoutes } from './api-access.routes.js';
import { restaurantAuthRoutes } from './auth.routes.js';
import { restaurantBranchesRoutes } from './branches.routes.js';
import { restaurantCajaRoutes } from './caja.routes.js';
import { restaurantCartRoutes } from './cart.routes.js';
import { restaurantChecksRoutes } from './checks.routes.js';
import { restaurantFacturacionRoutes } from './facturacion.routes.js';
import { restaurantFavouritesRoutes } from './favourites.routes.js';
import { restaurantFinanceRoutes } from './finance.routes.js';
import { restaurantInventoryRoutes } from './inventory.routes.js';
import { restaurantMenuRoutes } from './menu.routes.js';
import { restaurantOrdersRoutes } from './orders.routes.js';
import { restaurantQrMenuRoutes } from './qr-menu.routes.js';
import { restaurantReportsRoutes } from './reports.routes.js';
import { restaurantStaffRoutes } from './staff.routes.js';
import { restaurantStationsRoutes } from './stations.routes.js';
import { restaurantTablesRoutes } from './tables.routes.js';

/** The restaurant app's calls (spec 2 §7.7) under `/restaurant/*`, each on the restaurant session. */
export function restaurantAppRoutes(app: App, restaurant: RestaurantClient): void {
  restaurantAuthRoutes(app, restaurant);
  restaurantMenuRoutes(app, restaurant);
  restaurantStationsRoutes(app, restaurant);
  restaurantTablesRoutes(app, restaurant);
  restaurantCartRoutes(app, restaurant);
  restaurantOrdersRoutes(app, restaurant);
  restaurantFavouritesRoutes(app, restaurant);
  restaurantChecksRoutes(app, restaurant);
  restaurantCajaRoutes(app, restaurant);
  restaurantBranchesRoutes(app, restaurant);
  restaurantStaffRoutes(app, restaurant);
  restaurantFacturacionRoutes(app, restaurant);
  restaurantApiAccessRoutes(app, restaurant);
  restaurantInventoryRoutes(app, restaurant);
  restaurantFinanceRoutes(app, restaurant);
  restaurantQrMenuRoutes(app, restaurant);
  restaurantReportsRoutes(app, restaurant);
}
