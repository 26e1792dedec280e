import { identityUserDeleted, messages, type AdminUser, type UpdateUserRequest } from '@mb/contracts';
import { notFound, withTransaction, writeOutbox, type SessionClaims } from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { assertMayManage } from '../../domain/admin-policy.js';
import { revokeUserSessions } from '../sessions/sessions.repository.js';
import { announceRevoked } from '../sessions/sessions.service.js';
import { deleteUser, findUserById, listUsers, toAdminUser, updateUser } from '../users/users.repository.js';

type Filter = Parameters<typeof listUsers>[1];

export async function findUsers(deps: IdentityDeps, filter: Filter): Promise<{ users: AdminUser[]; total: number }> {
  const { rows, total } = await listUsers(deps.pool, filter);
  return { users: rows.map(toAdminUser), total };
}

export async function userProfile(deps: IdentityDeps, id: string): Promise<AdminUser> {
  const user = await findUserById(deps.pool, id);
  if (!user) throw notFound(messages.userNotFound);
  return toAdminUser(user);
}

const actorOf = (claims: SessionClaims) => ({ id: claims.sub, role: claims.role });

/** PUT /users/{id}: disabling an account or changing its role also ends its sessions everywhere. */
export async function changeUser(deps: IdentityDeps, claims: SessionClaims, id: string, input: UpdateUserRequest): Promise<AdminUser> {
  const { user, revoked } = await withTransaction(deps.pool, async (tx) => {
    const target = await findUserById(tx, id);
    if (!target) throw notFound(messages.userNotFound);
    assertMayManage(actorOf(claims), target, input);
    // Admin edits map one to one onto columns.
    const user = (await updateUser(tx, id, input))!;
    // A disabled account or a changed role: the old tokens must not keep working (they carry the role).
    const ended = (user.status !== 'active' && target.status === 'active') || user.role !== target.role;
    const revoked = ended ? await revokeUserSessions(tx, id) : [];
    return { user, revoked };
  });
  await announceRevoked(deps.redis, revoked);
  return toAdminUser(user);
}

/** DELETE /users/{id}: gone here, sessions ended, and `identity.user.deleted` tells the other services. */
export async function removeUser(deps: IdentityDeps, claims: SessionClaims, id: string): Promise<void> {
  const revoked = await withTransaction(deps.pool, async (tx) => {
    const target = await findUserById(tx, id);
    if (!target) throw notFound(messages.userNotFound);
    assertMayManage(actorOf(claims), target, 'delete');
    const sessions = await revokeUserSessions(tx, id);
    await deleteUser(tx, id);
    await writeOutbox(tx, identityUserDeleted, { aggregateId: id, payload: { userId: id, email: target.email } });
    return sessions;
  });
  await announceRevoked(deps.redis, revoked);
}
