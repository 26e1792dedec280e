import { connect } from 'node:net';
import { messages } from '@mb/contracts';
import { z } from 'zod';
import { createServer } from '../src/create-server.js';
import { inspectInput, maxJsonDepth } from '../src/input-guards.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

it('finds a NUL character in any string or key, and nesting past the limit, without recursion', () => {
  expect(inspectInput({ a: ['x', { b: 'y\u0000z' }] }).hasNul).toBe(true);
  expect(inspectInput({ 'k\u0000': 1 }).hasNul).toBe(true);
  expect(inspectInput({ a: ['x', { b: 'ok' }] })).toEqual({ tooDeep: false, hasNul: false });
  expect(inspectInput(nested(maxJsonDepth)).tooDeep).toBe(false);
  expect(inspectInput(nested(maxJsonDepth + 1)).tooDeep).toBe(true);
  expect(inspectInput(nested(100_000)).tooDeep).toBe(true);
});

async function appWithRoute() {
  const app = createServer({ name: 'input-test', logLevel: 'silent' });
  let reached = 0;
  app.post(
    '/things/:slug',
    { schema: { params: z.object({ slug: z.string() }), querystring: z.object({ q: z.string().optional() }), body: z.unknown() } },
    async () => {
      reached += 1;
      return { success: true };
    },
  );
  return { app, reached: () => reached };
}

it('answers 400 with a plain message to a NUL character in the path, the query or the body, before the route runs', async () => {
  const { app, reached } = await appWithRoute();
  for (const request of [
    { url: '/things/a%00b', payload: {} },
    { url: '/things/a?q=x%00y', payload: {} },
    { url: '/things/a', payload: { name: 'Caf\u0000é' } },
  ]) {
    const response = await app.inject({ method: 'POST', ...request });
    expect({ url: request.url, status: response.statusCode, body: response.json() }).toEqual({
      url: request.url,
      status: 400,
      body: { success: false, message: messages.nulCharacter },
    });
  }
  expect(reached()).toBe(0);
  await app.close();
});

it('answers 400 to JSON nested deeper than any request needs, and still takes a sane one', async () => {
  const { app, reached } = await appWithRoute();
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  const refused = await app.inject({ method: 'POST', url: '/things/a', headers: { 'content-type': 'application/json' }, payload: deep });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({ success: false, message: messages.jsonTooDeep });
  const fine = await app.inject({ method: 'POST', url: '/things/a', payload: nested(10) as object });
  expect(fine.statusCode).toBe(200);
  expect(reached()).toBe(1);
  await app.close();
});

it('answers 431 in the envelope to a URL past 16 KB, and 400 to bytes that are not HTTP, over a real socket', async () => {
  const { app, reached } = await appWithRoute();
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const tooLong = await fetch(`${base}/things/a?q=${'%C3%AE'.repeat(3000)}`, { method: 'POST', body: '{}' });
  expect({ status: tooLong.status, body: await tooLong.json() }).toEqual({
    status: 431,
    body: { success: false, message: messages.headersTooLarge },
  });

  const { port } = new URL(base);
  const raw = await new Promise<string>((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
  expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: messages.invalidInput });
  expect(reached()).toBe(0);
  await app.close();
});
