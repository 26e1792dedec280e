// Small TCP helpers: is a port open, wait for it, parse host:port strings.
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves true if a TCP connection to host:port succeeds within timeoutMs. */
export function canConnect(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Sends `request` (raw bytes) and resolves with whatever the server answered
 * first, or null if it could not connect / said nothing within timeoutMs.
 */
export function tcpRequest(host, port, request, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let answer = '';
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(answer || null));
    socket.once('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done(answer);
    });
    socket.once('error', () => done(null));
    socket.once('end', () => done(answer || null));
  });
}

/** Polls check() until it resolves truthy; throws after timeoutMs. */
export async function waitFor(check, { timeoutMs = 30000, intervalMs = 200, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** True for the addresses where we may start a server ourselves. */
export function isLocalHost(host) {
  return ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);
}

/** "host:port" or "[v6]:port" -> { host, port }. */
export function parseHostPort(text, defaultPort) {
  const value = text.trim();
  const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(value) ?? /^([^:]+)(?::(\d+))?$/.exec(value);
  if (!match) throw new Error(`cannot parse host:port from "${text}"`);
  return { host: match[1], port: match[2] ? Number(match[2]) : defaultPort };
}
