import { randomUUID } from 'node:crypto';
import { signTestToken } from '@mb/service-kit/testing';
import { signUpVerified, startIdentity } from '../../identity/test/helpers.js';
import { diningRoom } from './dining-room.js';
import { enterRestaurant, startRestaurant, type TestRestaurant } from './helpers.js';

/** The administrators' password in these tests. */
export const adminPassword = 'clave-del-admin-1';
export type TestIdentity = Awaited<ReturnType<typeof startIdentity>>;

/** A restaurant that asks a real identity, which checks an administrator's password as it checks a sign-in. */
export async function startWithIdentity(namespace: string) {
  const identity = await startIdentity(namespace);
  const identityUrl = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  const restaurant = await startRestaurant(namespace, { identityUrl });
  return { identity, restaurant };
}

/**
 * Table 2 with one round (2 × Bandeja paisa 32.900, Sancocho 27.333, 3 × Limonada de coco 9.999 = 123.130) taken by
 * the waiter (an employee), and an administrator of the restaurant with a real platform account and password.
 */
export async function tableWithAdministrator(restaurant: TestRestaurant, identity: TestIdentity, namespace: string) {
  const room = await diningRoom(restaurant, namespace);
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const { user } = await signUpVerified(identity, { email, password: adminPassword, full_name: 'Administradora', legal_id: '1020304050' });
  await restaurant.as(room.token).post('/restaurant/config/assignments', { email, name: 'Administradora', role: 'admin' });
  const admin = await enterRestaurant(
    restaurant,
    { token: signTestToken({ sub: user.id, sid: randomUUID(), email }) },
    room.subscription.subscriptionId,
  );
  const order = await room.round([
    [room.menu.bandeja, 2],
    [room.menu.sancocho, 1],
    [room.menu.limonada, 3],
  ]);
  return { ...room, admin, adminEmail: email, order, check: await room.checkOf(order.id) };
}
