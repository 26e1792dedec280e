import { jest } from '@jest/globals';
import { z } from 'zod';
import { contractResponses } from '../../frontends/ui/src/testing/contract-responses.js';

// The web apps' tests answer from FakeApi, which parses each stub with the response schema of
// frontends/ui/src/testing/contract-responses.ts. This keeps that table the gateway's own: every route the gateway
// serves JSON on is in it, with the schema the route declares. The routes' schemas are read as @fastify/swagger hands
// them to the zod transform (the one place a route's zod schema is seen whole).
const declared = new Map<string, unknown>();
const zodProvider = await import('fastify-type-provider-zod');
jest.unstable_mockModule('fastify-type-provider-zod', () => ({
  ...zodProvider,
  jsonSchemaTransform: (input: Parameters<typeof zodProvider.jsonSchemaTransform>[0]) => {
    const responses = Object.entries((input.route.schema?.response ?? {}) as Record<string, unknown>);
    const success = responses.find(([status]) => status.startsWith('2'))?.[1];
    declared.set(`${[input.route.method].flat().join(',')} ${input.url}`, success instanceof z.ZodType ? success : null);
    return zodProvider.jsonSchemaTransform(input);
  },
}));
const { testGateway } = await import('./test-gateway.js');

/** Not the browser's JSON calls: the API's own pages, files, the web app and the QR menu's pages and script. */
const notJson =
  /^(HEAD,GET |GET \/docs|GET \/media\/|GET \/restaurant\/media\/|GET \/auth\/google\/|GET \/$|GET \/m\/(:slug(\/mesa\/:token|\/:sede)?|qr-menu\.js)$)/;
const jsonSchemaOf = (schema: unknown) =>
  schema ? JSON.stringify(z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'output' })) : null;

it('lists every route of the gateway with the response schema it declares, and no route it lacks', async () => {
  const app = await testGateway();
  await app.ready();
  await app.inject({ url: '/docs/json' });
  await app.close();
  const gateway = [...declared].filter(([route]) => !notJson.test(route));
  expect(gateway.length).toBeGreaterThan(100);
  expect(gateway.map(([route]) => route).sort()).toEqual(Object.keys(contractResponses).sort());
  for (const [route, schema] of gateway) {
    expect({ route, schema: jsonSchemaOf(contractResponses[route]) }).toEqual({ route, schema: jsonSchemaOf(schema) });
  }
});
