import { catalogProductDeleted } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { markCatalogProductDeleted } from '../modules/products/products.repository.js';

export const productDeletedConsumer = on(catalogProductDeleted, (tx, { productId }) => markCatalogProductDeleted(tx, productId));
