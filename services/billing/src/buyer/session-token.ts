import { SESSION_COOKIE } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';

/** The session token the caller authenticated with, as @fastify/jwt reads it: the bearer header, else the cookie. */
export function sessionToken(request: FastifyRequest): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? request.cookies[SESSION_COOKIE]!;
}
