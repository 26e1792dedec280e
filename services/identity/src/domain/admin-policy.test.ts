import { messages } from '@mb/contracts';
import { assertMayManage } from './admin-policy.js';

const superAdmin = { id: 's', role: 'SuperAdmin' as const };
const admin = { id: 'a', role: 'Admin' as const };
const otherAdmin = { id: 'b', role: 'Admin' as const };
const client = { id: 'c', role: 'Client' as const };

describe('assertMayManage', () => {
  it('lets an Admin edit, disable and delete a Client', () => {
    expect(() => assertMayManage(admin, client, { status: 'inactive' })).not.toThrow();
    expect(() => assertMayManage(admin, client, 'delete')).not.toThrow();
  });

  it('keeps an Admin away from other administrators and from granting roles', () => {
    expect(() => assertMayManage(admin, otherAdmin, { status: 'inactive' })).toThrow(messages.superAdminOnly);
    expect(() => assertMayManage(admin, superAdmin, 'delete')).toThrow(messages.superAdminOnly);
    expect(() => assertMayManage(admin, client, { role: 'Admin' })).toThrow(messages.superAdminOnly);
  });

  it('lets a SuperAdmin manage anyone but never lock themselves out', () => {
    expect(() => assertMayManage(superAdmin, admin, { role: 'Client' })).not.toThrow();
    expect(() => assertMayManage(superAdmin, superAdmin, { status: 'inactive' })).toThrow(messages.cannotChangeSelf);
    expect(() => assertMayManage(superAdmin, superAdmin, 'delete')).toThrow(messages.cannotChangeSelf);
    expect(() => assertMayManage(admin, admin, {})).not.toThrow();
  });
});
