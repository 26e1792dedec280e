import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { httpClient, HttpUnreachable } from '../src/http-client.js';

let server: Server;
let baseUrl: string;
const seen: Array<{ method?: string; url?: string; headers: Record<string, unknown>; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.endsWith('/slow')) return void setTimeout(() => response.end('{}'), 3000);
      if (request.url?.endsWith('/slow-body')) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.write('start');
        return void setTimeout(() => response.end('-end'), 2500);
      }
      if (request.url?.endsWith('/html')) return void response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: body ? JSON.parse(body) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (timeoutMs = 5000) =>
  httpClient({ baseUrl, timeoutMs, unavailable: 'Servicio no disponible', headers: () => ({ 'x-request-id': 'r-1' }) });

it("sends JSON to a path under the base URL's own path, with the client's headers, and reads the answer whatever its status", async () => {
  const answer = await client().json('/orders?x=1', { method: 'POST', json: { total: 5000 }, headers: { authorization: 'Bearer t' } });
  expect(answer).toMatchObject({ status: 201, ok: true, body: { echoed: { total: 5000 } } });
  expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/v1/orders?x=1' });
  expect(seen.at(-1)?.headers).toMatchObject({
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: 'Bearer t',
    'x-request-id': 'r-1',
  });
  const page = await client().json('html');
  expect(page).toMatchObject({ status: 502, ok: false, body: undefined });
});

it('streams a body through as it arrives', async () => {
  const answer = await client().json('upload', {
    method: 'POST',
    body: Readable.from(['{"a":', '1}']),
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.body).toEqual({ echoed: { a: 1 } });
});

it('answers 503 with its message when the other side is down or too slow, and says which', async () => {
  const down = httpClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 5000, unavailable: 'Servicio no disponible' });
  const refused = await down.json('x').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpUnreachable);
  expect(refused).toMatchObject({ statusCode: 503, message: 'Servicio no disponible', timedOut: false });
  const slow = await client(300)
    .json('slow')
    .catch((error: unknown) => error);
  expect(slow).toMatchObject({ statusCode: 503, timedOut: true });
});

it("limits a streamed answer's start only, and any answer's reading otherwise", async () => {
  const streamed = await client(1500).send('slow-body', { stream: true });
  expect(await streamed.text()).toBe('start-end');
  const read = await client(1500)
    .json('slow-body')
    .catch((error: unknown) => error);
  expect(read).toMatchObject({ statusCode: 503, timedOut: true });
});
