import { catalogProductUpserted } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { upsertCatalogProduct } from '../modules/products/products.repository.js';

/** Tells which product is the restaurant software (by its slug). */
export const productUpsertedConsumer = on(catalogProductUpserted, (tx, product) => upsertCatalogProduct(tx, product));
