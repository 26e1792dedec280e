import { messages } from '@mb/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route hands its body on as data to a service that drops and counts bad input itself (tracking calls). */
    passesNulOn?: boolean;
  }
}

/** Deeper than any request of ours; past it a validator's recursion, not the caller, would give out. */
export const maxJsonDepth = 32;

/**
 * Walks a parsed value without recursion: whether it nests deeper than `limit`, and whether any key or string holds
 * a NUL character (PostgreSQL's text cannot store one, so it would fail deep inside a query).
 */
export function inspectInput(value: unknown, limit = maxJsonDepth): { tooDeep: boolean; hasNul: boolean } {
  const pending: Array<[unknown, number]> = [[value, 0]];
  let hasNul = false;
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      hasNul ||= current.includes('\u0000');
    } else if (current !== null && typeof current === 'object') {
      if (depth >= limit) return { tooDeep: true, hasNul };
      for (const [key, child] of Object.entries(current)) {
        hasNul ||= key.includes('\u0000');
        pending.push([child, depth + 1]);
      }
    }
  }
  return { tooDeep: false, hasNul };
}

/**
 * Before a route validates anything: bad input of the kinds every route shares (a NUL character in the body, the
 * query or the path; JSON nested past `maxJsonDepth`) is a 400 with a plain message, never a 5xx further down.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const { tooDeep, hasNul } = inspectInput(part);
      if (tooDeep) throw badRequest(messages.jsonTooDeep);
      if (hasNul && !request.routeOptions.config.passesNulOn) throw badRequest(messages.nulCharacter);
    }
  });
}
