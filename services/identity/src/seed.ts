import type { Role } from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import { createAccount } from './modules/users/accounts.service.js';
import { hashPassword } from './modules/users/passwords.js';
import { findUserByEmail } from './modules/users/users.repository.js';

/** Demo accounts, printed by `npm start`. Development only: the passwords are public. */
export const demoAccounts: { email: string; password: string; role: Role; fullName: string }[] = [
  { email: 'superadmin@mbplatform.co', password: 'MbDemo2026!', role: 'SuperAdmin', fullName: 'Sofía Restrepo' },
  { email: 'admin@mbplatform.co', password: 'MbDemo2026!', role: 'Admin', fullName: 'Andrés Gómez' },
  { email: 'cliente@mbplatform.co', password: 'MbDemo2026!', role: 'Client', fullName: 'Camila Torres' },
];

/** Verified from the start, so they sign in without the e-mail round trip. */
export async function seedIdentity(pool: Pool): Promise<string[]> {
  const created: string[] = [];
  for (const account of demoAccounts) {
    if (await findUserByEmail(pool, account.email)) continue;
    await createAccount(
      { pool },
      {
        email: account.email,
        fullName: account.fullName,
        companyName: 'MB Demo S.A.S.',
        phone: '573001234567',
        legalId: '900123456',
        role: account.role,
        passwordHash: await hashPassword(account.password),
        verified: true,
      },
      async () => undefined,
    );
    created.push(account.email);
  }
  return created;
}
