// What a lost or refused connection to PostgreSQL or Redis looks like once it reaches a route's caller.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
// SQLSTATE class 08 (connection exception), and 57P01-57P03: the server shutting down, restarting or starting up.
const sqlStates = /^(08...|57P0[123])$/;
// node-postgres and ioredis say some of it in words only.
const wordings = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^timeout exceeded when trying to connect/,
  /enableOfflineQueue options is false/,
  /^Connection is closed/,
  /^Reached the max retries per request limit/,
];

/**
 * A call that failed because a server it depends on is out of reach right now (restarting, say): worth answering 503,
 * which says "try again", rather than 500.
 */
export function isConnectionFailure(error: unknown): boolean {
  // Read by shape: a socket's error may come from another realm (a test's VM context), where instanceof fails.
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || sqlStates.test(code))) return true;
  return typeof message === 'string' && wordings.some((wording) => wording.test(message));
}
