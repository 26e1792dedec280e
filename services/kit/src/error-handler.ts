import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundHandler } from './create-server.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@mb/contracts';
import { isConnectionFailure } from './connection-failures.js';
import { AppError } from './errors.js';

const contextNames: Record<string, string> = { body: 'cuerpo', querystring: 'consulta', params: 'ruta', headers: 'cabeceras' };

/** "Datos inválidos: email: Entrada inválida: se esperaba string" — readable, names the field. */
function validationMessage(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & { validationContext?: string }): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return messages.invalidInput;
  const details = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where = field || contextNames[error.validationContext ?? ''] || 'solicitud';
    return `${where}: ${issue.message}`;
  });
  return `${messages.invalidInput}: ${details.join('; ')}`;
}

/** Fastify's own client errors, by code, in the envelope's Spanish. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.invalidInput },
  // @fastify/csrf-protection's refusals (the gateway's cookie-carried writes)
  FST_CSRF_INVALID_TOKEN: { status: 403, message: messages.csrfRejected },
  FST_CSRF_MISSING_SECRET: { status: 403, message: messages.csrfRejected },
};

/**
 * Every failure answers `{ success: false, message }`. Client errors say what was wrong;
 * server errors are logged with their stack and the client only learns that it failed.
 */
export function installErrorEnvelope(app: FastifyInstance, notFound?: NotFoundHandler): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A throttled call says when to try again, in the header clients and proxies know and in the body a screen reads.
      if (typeof error.details?.retry_after === 'number') void reply.header('retry-after', error.details.retry_after);
      return reply.status(error.statusCode).send({ ...error.details, success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ success: false, message: validationMessage(error) });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ success: false, message: error.message || messages.invalidInput });
    }
    if (isConnectionFailure(error)) {
      request.log.warn({ err: error }, 'a server this call needs is out of reach');
      return reply.status(503).send({ success: false, message: messages.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: messages.internal });
  });

  app.setNotFoundHandler(notFound ?? ((_request, reply) => sendRouteNotFound(reply)));
}

/**
 * The router's refusals before any route runs (a path it cannot decode, a path parameter past its length limit, which
 * Fastify would answer 414 outside the envelope): bad input like any other.
 */
export function sendRouterError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send({ success: false, message: messages.invalidInput });
}

export function sendRouteNotFound(reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: messages.routeNotFound });
}

/** What Node's HTTP parser refuses before Fastify sees a request, by its code; anything else is malformed input. */
const parserRefusals: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: messages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: messages.requestTimeout },
};

/**
 * Fastify's `clientErrorHandler`: the same answers Fastify gives (a URL and headers past Node's 16 KB, a request that
 * never finished arriving, bytes that are not HTTP), but in the envelope, so callers read one shape everywhere.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = parserRefusals[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    message: messages.invalidInput,
  };
  const body = JSON.stringify({ success: false, message });
  this.log.debug({ err: error }, 'client error before routing');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
