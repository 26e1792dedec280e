import { catalogProductUpserted } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { upsertCatalogProduct } from '../modules/products/products.repository.js';

export const productUpsertedConsumer = on(catalogProductUpserted, (tx, product) => upsertCatalogProduct(tx, product));
