import {
  identityUserDeleted,
  identityUserStatusChanged,
  messages,
  type AdminUser,
  type AuditActor,
  type UpdateUserRequest,
} from '@mb/contracts';
import {
  AppError,
  changedFields,
  forbidden,
  notFound,
  recordAudit,
  withTransaction,
  writeOutbox,
  type SessionClaims,
  type Tx,
} from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { assertMayManage } from '../../domain/admin-policy.js';
import { announceRevoked, endSessions } from '../sessions/sessions.service.js';
import {
  findUserById,
  listUsers,
  restoreUser as undelete,
  softDeleteUser,
  toAdminUser,
  updateUser,
  type UserRow,
} from '../users/users.repository.js';
import type { CountDeletion } from './deletion-throttle.js';

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

/** What the audit log keeps of an account: who it is and how it stands, nothing personal beyond the e-mail. */
const snapshot = (user: UserRow) => ({ email: user.email, role: user.role, status: user.status });
/** What an administrator may change of an account (PUT /users/{id}); its audit entry names the ones that changed. */
const adminEditable = ['full_name', 'company_name', 'phone', 'legal_id', 'role', 'status', 'plan_type'] as const;
const auditUser = (tx: Tx, actor: AuditActor, action: string, user: UserRow, before: object | null, after: object | null) =>
  recordAudit(tx, 'identity', { actor, action, entity: { type: 'user', id: user.id }, before, after });

/** Services that keep who may still act (the restaurant app) learn an account's status as it changes. */
const announceStatus = (tx: Tx, user: UserRow) =>
  writeOutbox(tx, identityUserStatusChanged, { aggregateId: user.id, payload: { userId: user.id, status: user.status } });

/** PUT /users/{id}: disabling an account or changing its role also ends its sessions everywhere. */
export async function changeUser(
  deps: IdentityDeps,
  claims: SessionClaims,
  actor: AuditActor,
  id: string,
  input: UpdateUserRequest,
): Promise<AdminUser> {
  const { user, revoked } = await withTransaction(deps.pool, async (tx) => {
    const target = await findUserById(tx, id);
    if (!target || target.deleted_at) throw notFound(messages.userNotFound);
    assertMayManage(actorOf(claims), target, input);
    // Admin edits map one to one onto columns.
    const user = (await updateUser(tx, id, input))!;
    // A disabled account or a changed role: the old tokens must not keep working (they carry the role).
    const ended = (user.status !== 'active' && target.status === 'active') || user.role !== target.role;
    const revoked = ended ? await endSessions(tx, id, user.status !== target.status ? 'disabled' : 'role_changed') : [];
    if (user.status !== target.status) await announceStatus(tx, user);
    const action = user.role !== target.role ? 'user.role_changed' : user.status !== target.status ? 'user.status_changed' : 'user.updated';
    const changes = changedFields(target, user, adminEditable);
    await auditUser(tx, actor, action, user, changes.before, changes.after);
    return { user, revoked };
  });
  await announceRevoked(deps.redis, revoked);
  return toAdminUser(user);
}

/**
 * DELETE /users/{id}: the account is deleted but kept 30 days (inactive, sessions ended) so a SuperAdmin can restore
 * it; `identity.user.deleted` has billing cancel its subscriptions, while orders, payments and invoices stay.
 * Each administrator deletes only so many accounts in a row.
 */
export async function removeUser(
  deps: IdentityDeps & { countDeletion: CountDeletion },
  claims: SessionClaims,
  actor: AuditActor,
  id: string,
): Promise<void> {
  await deps.countDeletion(claims.sub);
  const revoked = await withTransaction(deps.pool, async (tx) => {
    const target = await findUserById(tx, id);
    if (!target || target.deleted_at) throw notFound(messages.userNotFound);
    assertMayManage(actorOf(claims), target, 'delete');
    const sessions = await endSessions(tx, id, 'deleted');
    await softDeleteUser(tx, id);
    await writeOutbox(tx, identityUserDeleted, { aggregateId: id, payload: { userId: id, email: target.email } });
    await auditUser(tx, actor, 'user.deleted', target, snapshot(target), { status: 'deleted' });
    return sessions;
  });
  await announceRevoked(deps.redis, revoked);
}

/** The restore window: after it the erase job has removed the personal data. */
export const restoreDays = 30;

/** POST /users/{id}/restore (SuperAdmin): the account as it was; its cancelled subscriptions stay cancelled. */
export async function restoreUser(
  deps: IdentityDeps,
  claims: SessionClaims,
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<AdminUser> {
  if (claims.role !== 'SuperAdmin') throw forbidden(messages.forbidden);
  return withTransaction(deps.pool, async (tx) => {
    const target = await findUserById(tx, id);
    if (!target) throw notFound(messages.userNotFound);
    if (!target.deleted_at) throw new AppError(409, messages.userNotDeleted);
    if (now.getTime() - target.deleted_at.getTime() > restoreDays * 86_400_000) throw new AppError(409, messages.restoreExpired);
    const user = await undelete(tx, id);
    await announceStatus(tx, user);
    await auditUser(tx, actor, 'user.restored', user, { status: 'deleted' }, snapshot(user));
    return toAdminUser(user);
  });
}
