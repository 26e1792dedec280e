import type { Readable } from 'node:stream';
import {
  categoriesResponse,
  categoryResponse,
  messageResponse,
  messages,
  productResponse,
  productsResponse,
  publicCategoriesResponse,
  reconcileSoldCountResponse,
} from '@mb/contracts';
import type { z } from 'zod';
import { callService, fetchFile, forwardUpload, type CallOptions } from './http.js';

const id = (value: string) => encodeURIComponent(value);

/** One function per catalog call the gateway makes; `fallback` is the spec's text when catalog cannot answer. */
export function catalogClient(baseUrl: string, timeoutMs: number) {
  const call = <S extends z.ZodType>(path: string, schema: S, fallback: string, options: CallOptions = {}) =>
    callService(baseUrl, path, schema, { ...options, timeoutMs, fallback });
  const admin = (token: string, requestId: string, method: CallOptions['method'] = 'GET', body?: unknown) => ({
    token,
    requestId,
    method,
    body,
  });
  const productPath = (productId: string, rest = '') => `/products/${id(productId)}${rest}`;

  return {
    listCategories: (requestId: string) =>
      call('/public/categories', publicCategoriesResponse, messages.categoriesLoadFailed, { requestId }),
    /** `fresh`: read past catalog's own cache, which may not have heard of the change that just came. */
    listActiveProducts: (requestId: string, fresh = false) =>
      call('/public/products', productsResponse, messages.productsLoadFailed, {
        requestId,
        ...(fresh ? { headers: { 'cache-control': 'no-cache' } } : {}),
      }),
    productBySlug: (slug: string, requestId: string) =>
      call(`/public/products/${id(slug)}`, productResponse, messages.productNotFound, { requestId }),

    adminCategories: (token: string, requestId: string) =>
      call('/categories', categoriesResponse, messages.categoriesLoadFailed, admin(token, requestId)),
    upsertCategory: (token: string, body: unknown, requestId: string) =>
      call('/categories', categoryResponse, messages.categoriesLoadFailed, admin(token, requestId, 'PUT', body)),
    deleteCategory: (token: string, categoryId: string, requestId: string) =>
      call(`/categories/${id(categoryId)}`, messageResponse, messages.categoriesLoadFailed, admin(token, requestId, 'DELETE')),

    adminProducts: async (token: string, requestId: string) => {
      const answer = await call('/products', productsResponse, messages.productsLoadFailed, admin(token, requestId));
      return { ...answer, all_products: answer.products };
    },
    product: (token: string, productId: string, requestId: string) =>
      call(productPath(productId), productResponse, messages.productsLoadFailed, admin(token, requestId)),
    createProduct: (token: string, body: unknown, requestId: string) =>
      call('/products', productResponse, messages.productCreateFailed, admin(token, requestId, 'POST', body)),
    updateProduct: (token: string, productId: string, body: unknown, requestId: string) =>
      call(productPath(productId), productResponse, messages.productUpdateFailed, admin(token, requestId, 'PUT', body)),
    deleteProduct: (token: string, productId: string, requestId: string) =>
      call(productPath(productId), messageResponse, messages.productDeleteBlocked, admin(token, requestId, 'DELETE')),

    /** Plans, custom plans and media deletions: product in, product out; `rest` is the path after the product. */
    changeProduct: (token: string, productId: string, rest: string, method: 'PUT' | 'DELETE', body: unknown, requestId: string) =>
      call(productPath(productId, rest), productResponse, messages.productUpdateFailed, admin(token, requestId, method, body)),
    /** A multipart upload streamed through as it arrives (videos are large). */
    upload: (
      token: string,
      productId: string,
      rest: string,
      upload: { body: Readable; contentType: string; contentLength?: string },
      requestId: string,
    ) =>
      forwardUpload(baseUrl, productPath(productId, rest), productResponse, {
        ...upload,
        token,
        requestId,
        fallback: rest === '/video' ? messages.videoUploadFailed : messages.imageUploadFailed,
      }),

    reconcileSoldCount: (token: string, body: unknown, requestId: string) =>
      call('/admin/reconcile/sold-count', reconcileSoldCountResponse, messages.internal, admin(token, requestId, 'POST', body)),

    /** GET /media/<key>: the raw response, streamed back to the browser. */
    media: (key: string, headers: Record<string, string>) => fetchFile(baseUrl, `/media/${key}`, headers, timeoutMs),
  };
}
export type CatalogClient = ReturnType<typeof catalogClient>;
