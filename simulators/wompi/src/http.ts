// Wompi's error bodies (reference §4.1) and the origin a request came to.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationMessages } from './payments.js';

export type WompiErrorType =
  | 'INVALID_ACCESS_TOKEN'
  | 'NOT_FOUND_ERROR'
  | 'INPUT_VALIDATION_ERROR'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

export function sendError(reply: FastifyReply, status: number, type: WompiErrorType, reason: string) {
  return reply.status(status).send({ error: { type, reason } });
}

export function sendNotFound(reply: FastifyReply) {
  return sendError(reply, 404, 'NOT_FOUND_ERROR', 'La entidad solicitada no existe');
}

export function sendInvalid(reply: FastifyReply, messages: ValidationMessages) {
  return reply.status(422).send({ error: { type: 'INPUT_VALIDATION_ERROR', messages } });
}

/**
 * Where the browser or client reached the simulator (Host header), so links and tokens point back to an address
 * that works for it, also when it runs in a container published on another port.
 */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
