import type { Role } from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import { register } from './modules/users/accounts.service.js';
import { findUserByEmail } from './modules/users/users.repository.js';

/** Demo accounts, printed by `npm start`. Development only: the passwords are public. */
export const demoAccounts: { email: string; password: string; role: Role; fullName: string }[] = [
  { email: 'superadmin@mbplatform.co', password: 'MbDemo2026!', role: 'SuperAdmin', fullName: 'Sofía Restrepo' },
  { email: 'admin@mbplatform.co', password: 'MbDemo2026!', role: 'Admin', fullName: 'Andrés Gómez' },
  { email: 'cliente@mbplatform.co', password: 'MbDemo2026!', role: 'Client', fullName: 'Camila Torres' },
];

export async function seedIdentity(pool: Pool): Promise<string[]> {
  const created: string[] = [];
  for (const account of demoAccounts) {
    if (await findUserByEmail(pool, account.email)) continue;
    await register(
      pool,
      { email: account.email, password: account.password, full_name: account.fullName, legal_id: '900123456', company_name: 'MB Demo S.A.S.', phone: '573001234567' },
      { role: account.role, verified: true },
    );
    created.push(account.email);
  }
  return created;
}
