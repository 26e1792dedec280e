import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { newOwner, newPerson, publishSubscription, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

const path = '/restaurant/config/assignments';
const staff = (n: number, role = 'employee') => ({
  email: `persona${n}-${randomUUID().slice(0, 6)}@example.com`,
  name: `Persona ${n}`,
  role,
});

it('fills the estandar plan’s 3 seats and refuses the 4th with the plan and the limit in the message', async () => {
  const owner = await newOwner(restaurant, namespace, 'estandar');
  const client = restaurant.as(owner.token);
  expect((await client.get(path)).json()).toEqual({ success: true, data: [], plan_type: 'estandar', seats: { used: 0, limit: 3 } });

  for (const [n, role] of [
    [1, 'employee'],
    [2, 'admin'],
    [3, 'super_admin'],
  ] as const) {
    const added = await client.post(path, staff(n, role));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Usuario asignado',
      data: { assigned_name: `Persona ${n}`, role, status: 'active' },
    });
  }
  const fourth = await client.post(path, staff(4));
  expect(fourth.statusCode).toBe(409);
  expect(fourth.json()).toMatchObject({
    success: false,
    message: 'Tu plan Estándar admite 3 usuarios asignados. Mejora tu plan para asignar más.',
    limit: 3,
  });

  const list = (await client.get(path)).json();
  expect(list.seats).toEqual({ used: 3, limit: 3 });
  expect(list.data.map((a: { assigned_name: string }) => a.assigned_name)).toEqual(['Persona 1', 'Persona 2', 'Persona 3']);
  // Spec 2 §3 "Restaurant assignment" names its id `_id`; `id` stays for the rest of the API.
  for (const assignment of list.data) expect(assignment._id).toEqual(expect.any(String));
  expect(list.data.every((assignment: { id: string; _id: string }) => assignment._id === assignment.id)).toBe(true);

  // An upgrade to pro gives room for more.
  await publishSubscription(restaurant, namespace, 'renewed', { ...owner.subscription, planType: 'pro' });
  expect((await client.post(path, staff(4))).statusCode).toBe(200);
  expect((await client.get(path)).json()).toMatchObject({ plan_type: 'pro', seats: { used: 4, limit: 10 } });
});

it('refuses the same e-mail twice, the owner’s own e-mail and bad input, changing nothing', async () => {
  const owner = await newOwner(restaurant, namespace);
  const client = restaurant.as(owner.token);
  const person = staff(1);
  expect((await client.post(path, person)).statusCode).toBe(200);

  const twice = await client.post(path, { ...person, email: `  ${person.email.toUpperCase()} `, name: 'Otra' });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe('Ese correo ya está asignado a tu restaurante');

  const self = await client.post(path, { email: owner.email, name: 'Yo', role: 'admin' });
  expect(self.statusCode).toBe(400);
  expect(self.json().message).toBe('No puedes asignarte a ti mismo');

  expect((await client.post(path, { email: 'no-es-correo', name: 'X', role: 'employee' })).json().message).toContain(
    'Correo electrónico inválido',
  );
  expect((await client.post(path, { email: 'a@example.com', name: 'X', role: 'owner' })).json().message).toContain(
    'Rol inválido: usa employee, waiter, cashier, cook, admin o super_admin',
  );
  expect((await client.post(path, { email: 'a@example.com', name: '  ', role: 'employee' })).statusCode).toBe(400);

  expect((await client.get(path)).json().seats.used).toBe(1);
});

it('keeps each owner’s staff apart: another owner can neither see nor delete them', async () => {
  const ana = await newOwner(restaurant, namespace);
  const bruno = await newOwner(restaurant, namespace);
  const anasWaiter = (await restaurant.as(ana.token).post(path, staff(1))).json().data;
  await restaurant.as(bruno.token).post(path, staff(2));

  const brunosList = (await restaurant.as(bruno.token).get(path)).json();
  expect(brunosList.data.map((a: { id: string }) => a.id)).not.toContain(anasWaiter.id);
  expect(brunosList.data).toHaveLength(1);

  const theft = await restaurant.as(bruno.token).delete(`${path}/${anasWaiter.id}`);
  expect(theft.statusCode).toBe(404);
  expect(theft.json()).toEqual({ success: false, message: 'Asignación no encontrada' });
  expect((await restaurant.as(ana.token).get(path)).json().data).toEqual([expect.objectContaining({ id: anasWaiter.id })]);

  const removed = await restaurant.as(ana.token).delete(`${path}/${anasWaiter.id}`);
  expect(removed.json()).toEqual({ success: true, message: 'Usuario asignado eliminado' });
  expect((await restaurant.as(ana.token).get(path)).json().data).toEqual([]);
  expect((await restaurant.as(ana.token).delete(`${path}/${anasWaiter.id}`)).statusCode).toBe(404);
});

it('answers noRestaurant to someone without one; a lapsed restaurant keeps its staff, shown inactive', async () => {
  const nobody = newPerson('sin-restaurante');
  const none = await restaurant.as(nobody.token).get(path);
  expect(none.statusCode).toBe(404);
  expect(none.json().message).toBe('No tienes una suscripción activa de Software Restaurante');
  expect((await restaurant.as(nobody.token).post(path, staff(1))).statusCode).toBe(404);

  const owner = await newOwner(restaurant, namespace);
  await restaurant.as(owner.token).post(path, staff(1));
  await publishSubscription(restaurant, namespace, 'expired', owner.subscription);
  const lapsed = (await restaurant.as(owner.token).get(path)).json();
  expect(lapsed.data).toEqual([expect.objectContaining({ assigned_name: 'Persona 1', status: 'inactive' })]);
  const refused = await restaurant.as(owner.token).post(path, staff(2));
  expect(refused.statusCode).toBe(404);
  expect(refused.json().message).toBe('No tienes una suscripción activa de Software Restaurante');
});

it('shows the assigned person the app under shared apps, with whose it is and their role', async () => {
  const owner = await newOwner(restaurant, namespace, 'gold');
  const cook = newPerson('cocinera');
  expect((await restaurant.as(cook.token).get('/shared/apps')).json()).toEqual({ success: true, apps: [] });

  const assignment = (await restaurant.as(owner.token).post(path, { email: cook.email, name: 'Cocinera', role: 'admin' })).json().data;
  const shared = (await restaurant.as(cook.token).get('/shared/apps')).json();
  expect(shared).toEqual({
    success: true,
    apps: [
      {
        id: assignment.id,
        subscription_id: owner.subscription.subscriptionId,
        product_name: 'Software Restaurante',
        subscription_status: 'active',
        owner_email: owner.email,
        role: 'admin',
        plan_type: 'gold',
      },
    ],
  });
  // The owner does not see their own restaurant as shared with them.
  expect((await restaurant.as(owner.token).get('/shared/apps')).json().apps).toEqual([]);

  await publishSubscription(restaurant, namespace, 'grace_started', owner.subscription);
  expect((await restaurant.as(cook.token).get('/shared/apps')).json().apps[0].subscription_status).toBe('grace');
});
