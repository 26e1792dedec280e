import {
  restaurantStaffMessages as m,
  type RestaurantLoginResponse,
  type SetStaffPinRequest,
  type StaffMember,
  type SwitchPersonRequest,
} from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import argon2 from 'argon2';
import { may } from '../../domain/permissions.js';
import { lockedMinutes, pastLimit, pinLockMinutes, reachesLimit } from '../../domain/pin-throttle.js';
import { userView } from '../auth/auth.service.js';
import { currentContext, standingView, type RestaurantContext } from '../session/restaurant-session.js';
import type { SessionTokenClaims, SessionTokens } from '../session/session-token.js';
import { findUserStanding } from '../session/standing.repository.js';
import { clearPinTries, countPinTry, findPinHash, listStaffMembers, lockPinTries, savePin } from './staff-pin.repository.js';

const personNotFound = () => new AppError(404, m.personNotFound);
const locked = (minutes: number) => new AppError(429, m.pinLocked.replace('{minutes}', String(minutes)), { retry_after: minutes * 60 });

export const staffMembers = (pool: Pool, at: RestaurantContext): Promise<StaffMember[]> => listStaffMembers(pool, at.restaurantId);

/** The restaurant's person with that id, as one of its staff now (the owner, or a standing assignment), or 404. */
async function staffMember(pool: Pool, at: RestaurantContext, id: string): Promise<StaffMember> {
  const person = (await listStaffMembers(pool, at.restaurantId)).find((member) => member.id === id);
  if (!person) throw personNotFound();
  return person;
}

/**
 * PUT /restaurant/personal/{id}/pin: a person sets their own PIN; an administrator sets anyone's but the owner's (the
 * owner's PIN opens the restaurant's every power, so only the owner sets it). Kept only as an argon2 hash.
 */
export async function setPin(pool: Pool, at: RestaurantContext, id: string, request: SetStaffPinRequest): Promise<string> {
  const person = await staffMember(pool, at, id);
  if (id !== at.userId) {
    if (!may(at.role, 'manage')) throw new AppError(403, m.pinNotYours);
    if (person.is_owner) throw new AppError(403, m.pinOwnerOnly);
  }
  const hash = await argon2.hash(request.pin, { type: argon2.argon2id });
  await savePin(pool, { restaurantId: at.restaurantId, userId: id, hash, setBy: at.userId });
  return m.pinSaved;
}

/**
 * POST /restaurant/personal/cambiar: the chosen person's PIN turns this device's session into theirs, on the same
 * platform session the device was opened on and ending no later than the session it replaces. Each try counts against
 * the person and the device (the platform session); the fifth wrong one in a row locks both for a while.
 */
export async function switchPerson(
  pool: Pool,
  tokens: SessionTokens,
  at: RestaurantContext,
  device: SessionTokenClaims & { exp: number },
  request: SwitchPersonRequest,
  now = new Date(),
): Promise<RestaurantLoginResponse> {
  const person = await staffMember(pool, at, request.user_id);
  const hash = await findPinHash(pool, at.restaurantId, person.id);
  if (!hash) throw new AppError(409, m.pinMissing);
  const subjects = [`user:${person.id}`, `device:${device.psid}`];
  const tries = await countPinTry(pool, at.restaurantId, subjects);
  const lockedFor = lockedMinutes(tries, now);
  if (lockedFor > 0) throw locked(lockedFor);
  const lock = async () => {
    await lockPinTries(pool, at.restaurantId, subjects);
    return locked(pinLockMinutes);
  };
  if (pastLimit(tries)) throw await lock();
  if (!(await argon2.verify(hash, request.pin).catch(() => false))) {
    if (reachesLimit(tries)) throw await lock();
    throw new AppError(403, m.pinWrong);
  }
  await clearPinTries(pool, at.restaurantId, subjects);
  const standing = await findUserStanding(pool, at.restaurantId, person.id);
  if (!standing) throw personNotFound();
  const context = currentContext(standing);
  // The guard let the device's session in just now: it has time left.
  const ttlSeconds = Math.max(1, device.exp - Math.floor(now.getTime() / 1000));
  const claims = { sub: device.sub, psid: device.psid, uid: context.userId, rid: context.restaurantId, role: context.role };
  return {
    success: true,
    message: m.switched.replace('{name}', person.name),
    token: tokens.sign(claims, now, ttlSeconds),
    expires_in: ttlSeconds,
    user: userView(context),
    restaurant: standingView(context),
  };
}
