// Signs in through the real API (the seeded demo accounts) and hands the token to the page the way
// the web app keeps it (local storage key `token`), for journeys that start signed in.
import { baseUrl } from './browser.mjs';

export const demoAccounts = {
  superAdmin: { email: 'superadmin@mbplatform.co', password: 'MbDemo2026!' },
  admin: { email: 'admin@mbplatform.co', password: 'MbDemo2026!' },
  client: { email: 'cliente@mbplatform.co', password: 'MbDemo2026!' },
};

export function signedInAs(account) {
  return async (page) => {
    const response = await fetch(new URL('/auth/login', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const body = await response.json();
    if (!body.success) throw new Error(`demo login failed: ${body.message}`);
    await page.addInitScript((value) => localStorage.setItem('token', value), body.token);
  };
}
