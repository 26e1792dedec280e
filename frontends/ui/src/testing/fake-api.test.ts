/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { categoriesResponse } from '@mb/contracts';
import { contractDrifts, FakeApi } from './fake-api.js';

const category = { id: '10000000-0000-4000-8000-000000000001', name: 'Software', color: '#123456' };

describe('FakeApi checks its stubs against the gateway’s contracts', () => {
  it('takes an answer the contract allows', async () => {
    const body = { success: true, categories: [category] };
    expect(categoriesResponse.safeParse(body).success).toBe(true);
    new FakeApi().on('GET /auth/public/categories', { body });
    expect(await (await fetch('/auth/public/categories')).text()).toBe(JSON.stringify(body));
  });

  it('throws at once for a drifted fixed answer, naming the route and the field', () => {
    const drifted = { success: true, categories: [{ ...category, id: 7 }] };
    expect(() => new FakeApi().on('GET /auth/public/categories', { body: drifted })).toThrow(
      /the stub of GET \/auth\/public\/categories is not what the gateway answers \(contracts\): categories\.0\.id/,
    );
  });

  it('fails the call, and the test after it, for a drifted answer made when called', async () => {
    new FakeApi().on('GET /auth/users/50000000-0000-4000-8000-000000000001/profile', () => ({ body: { success: true, user: {} } }));
    await expect(fetch('/auth/users/50000000-0000-4000-8000-000000000001/profile')).rejects.toThrow(/GET \/auth\/users\/.*\/profile/);
    expect(contractDrifts).toHaveLength(1);
    contractDrifts.splice(0);
  });

  it('refuses a stub of a route the gateway does not have', () => {
    expect(() => new FakeApi().on('GET /auth/categorias', { body: {} })).toThrow(/the gateway has no route GET \/auth\/categorias/);
  });

  it('leaves failures and answers a test marks off-contract unchecked', () => {
    const api = new FakeApi()
      .on('GET /auth/public/categories', { status: 502, body: '<html>proxy</html>' })
      .on('GET /auth/public/products', { body: { success: false }, offContract: 'a broken proxy' });
    expect(api).toBeInstanceOf(FakeApi);
  });
});
