import { developmentGatewaySecret, GATEWAY_SECRET_HEADER } from '@mb/service-kit';
import { testNamespace } from '@mb/service-kit/testing';
import { startIdentity } from './helpers.js';

// Other services of the platform (invoicing's expiry warnings) ask whom to write; the browser cannot.
let identity: Awaited<ReturnType<typeof startIdentity>>;

beforeAll(async () => {
  identity = await startIdentity(testNamespace());
  await identity.db.query(
    `INSERT INTO users (email, full_name, role, status, password_hash, deleted_at) VALUES
       ('ana.admin@example.com', 'Ana Admin', 'Admin', 'active', 'x', NULL),
       ('sara.super@example.com', 'Sara Super', 'SuperAdmin', 'active', 'x', NULL),
       ('ines.inactiva@example.com', 'Inés Inactiva', 'Admin', 'inactive', 'x', NULL),
       ('bruno.borrado@example.com', 'Bruno Borrado', 'Admin', 'inactive', 'x', now()),
       ('carla.cliente@example.com', 'Carla Cliente', 'Client', 'active', 'x', NULL)`,
  );
}, 60000);
afterAll(() => identity?.close());

const contacts = (headers: Record<string, string>) => identity.app.inject({ method: 'GET', url: '/administrators/contacts', headers });

it('answers the active administrators to a caller with the platform’s internal secret', async () => {
  const answer = await contacts({ [GATEWAY_SECRET_HEADER]: developmentGatewaySecret });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({
    success: true,
    administrators: [
      { email: 'ana.admin@example.com', full_name: 'Ana Admin' },
      { email: 'sara.super@example.com', full_name: 'Sara Super' },
    ],
  });
});

it('refuses anyone else, whatever session they hold', async () => {
  expect((await contacts({})).statusCode).toBe(403);
  expect((await contacts({ [GATEWAY_SECRET_HEADER]: 'not-the-secret-of-the-platform' })).statusCode).toBe(403);
});
