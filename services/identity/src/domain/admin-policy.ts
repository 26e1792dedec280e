import { messages, type Role, type UserStatus } from '@mb/contracts';
import { forbidden } from '@mb/service-kit';

interface Person {
  id: string;
  role: Role;
}

/**
 * What an administrator may do to an account: nobody changes their own role or status or deletes
 * themselves (no locking oneself out); only a SuperAdmin grants roles or touches another administrator.
 */
export function assertMayManage(actor: Person, target: Person, change: { role?: Role; status?: UserStatus } | 'delete'): void {
  const self = actor.id === target.id;
  if (self && (change === 'delete' || change.role !== undefined || change.status !== undefined)) throw forbidden(messages.cannotChangeSelf);
  if (actor.role === 'SuperAdmin') return;
  const touchesAdmin = target.role !== 'Client' && !self;
  const grantsRole = change !== 'delete' && change.role !== undefined && change.role !== target.role;
  if (touchesAdmin || grantsRole) throw forbidden(messages.superAdminOnly);
}
