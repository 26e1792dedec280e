import type { Readable } from 'node:stream';
import {
  assignmentResponse,
  assignmentsResponse,
  deleteAssignmentResponse,
  dishResponse,
  messages,
  openRestaurantResponse,
  restaurantMessages,
  sharedAppsResponse,
  type CreateAssignmentRequest,
} from '@mb/contracts';
import { httpClient } from '@mb/service-kit';
import type { z } from 'zod';
import { callService, fetchFile, forwardUpload, passThroughCall, type CallOptions } from './http.js';

/**
 * One function per restaurant call the gateway makes; each forwards the caller's session, since every answer
 * is about the caller's own restaurant or seats. `fallback` is the spec's text when restaurant cannot answer.
 */
export function restaurantClient(baseUrl: string, timeoutMs: number) {
  const call = <S extends z.ZodType>(path: string, schema: S, fallback: string, options: CallOptions) =>
    callService(baseUrl, path, schema, { ...options, timeoutMs, fallback });
  return {
    assignments: (token: string, requestId: string) =>
      call('/restaurant/config/assignments', assignmentsResponse, restaurantMessages.configLoadFailed, { token, requestId }),
    assign: (token: string, body: CreateAssignmentRequest, requestId: string) =>
      call('/restaurant/config/assignments', assignmentResponse, restaurantMessages.createFailed, {
        method: 'POST',
        body,
        token,
        requestId,
      }),
    unassign: (token: string, id: string, requestId: string) =>
      call(`/restaurant/config/assignments/${encodeURIComponent(id)}`, deleteAssignmentResponse, restaurantMessages.deleteFailed, {
        method: 'DELETE',
        token,
        requestId,
      }),
    sharedApps: (token: string, requestId: string) =>
      call('/shared/apps', sharedAppsResponse, messages.serviceUnavailable, { token, requestId }),
    openRestaurant: (token: string, subscriptionId: string, requestId: string) =>
      call(
        `/subscriptions/${encodeURIComponent(subscriptionId)}/open-restaurant`,
        openRestaurantResponse,
        restaurantMessages.openConnectionFailed,
        {
          method: 'POST',
          token,
          requestId,
        },
      ),
    /**
     * A restaurant-app call (`/restaurant/...`, same path and query): the restaurant session, or for login and
     * setup-user the restaurant_token, forwarded as the browser sent it; the service verifies it. Its answer comes
     * back as the JSON text the service wrote (see `passThroughCall`).
     */
    app: (request: {
      method: NonNullable<CallOptions['method']>;
      path: string;
      token: string;
      body?: unknown;
      requestId: string;
      headers?: Record<string, string>;
    }) => passThroughCall(baseUrl, request.path, { ...request, timeoutMs, fallback: messages.serviceUnavailable }),
    /** A dish's picture: the multipart upload streamed through as it arrives; the service checks the dish and the bytes. */
    uploadDishImage: (
      token: string,
      dishId: string,
      upload: { body: Readable; contentType: string; contentLength?: string },
      requestId: string,
    ) =>
      forwardUpload(baseUrl, `/restaurant/menu/items/${encodeURIComponent(dishId)}/image`, dishResponse, {
        ...upload,
        token,
        requestId,
        fallback: messages.imageUploadFailed,
      }),
    /** GET /restaurant/media/<key>: a dish's picture, the raw response streamed back to the browser. */
    media: (key: string, headers: Record<string, string>) => fetchFile(baseUrl, `/restaurant/media/${key}`, headers, timeoutMs),
    /** A file of the restaurant app on its session (its DIAN documents' CSV, XML, PDF): the raw answer, to stream back. */
    appFile: (path: string, token: string, requestId: string, headers: Record<string, string> = {}) =>
      fetchFile(baseUrl, path, { ...headers, authorization: `Bearer ${token}`, 'x-request-id': requestId }, timeoutMs),
    /**
     * The kitchen board's event stream, as the service sends it (the caller relays the body unbuffered), of the branch
     * `headers` name (`X-Sede`).
     */
    orderStream: (token: string, requestId: string, signal: AbortSignal, headers: Record<string, string> = {}): Promise<Response> =>
      httpClient({ baseUrl, timeoutMs, unavailable: messages.serviceUnavailable }).send('/restaurant/pedidos/stream', {
        headers: { ...headers, accept: 'text/event-stream', authorization: `Bearer ${token}`, 'x-request-id': requestId },
        // Open until the browser leaves (`signal`): a board listens all day.
        timeoutMs: null,
        signal,
      }),
  };
}
export type RestaurantClient = ReturnType<typeof restaurantClient>;
