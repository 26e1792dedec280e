import { randomUUID } from 'node:crypto';
import { messages, topics } from '@mb/contracts';
import { recordAudit, withTransaction } from '@mb/service-kit';
import { adminToken, eventually, sendRaw, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  identity = await startIdentity(namespace);
});
afterAll(() => identity.close());

const admin = { id: randomUUID(), email: 'admin@example.com', role: 'Admin', ip: '190.24.10.7' };
const readLog = (query = '', token = adminToken()) =>
  identity.app.inject({ url: `/audit${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** What catalog would publish after an admin renamed a category (the envelope its relay writes). */
const catalogEnvelope = (id: string, at: string) => ({
  id,
  type: 'catalog.audit.recorded',
  version: 1,
  occurredAt: at,
  source: 'catalog',
  aggregateId: 'cat-1',
  payload: {
    actor: { ...admin, email: 'otra.admin@example.com' },
    action: 'category.saved',
    entity: { type: 'category', id: 'cat-1' },
    before: { name: 'Restaurante' },
    after: { name: 'Restaurantes' },
    at,
  },
});

describe('the audit log', () => {
  it('keeps a change recorded in its transaction, with who, when, what, before, after and the address, for admins only', async () => {
    await withTransaction(identity.db, (tx) =>
      recordAudit(tx, 'identity', {
        actor: admin,
        action: 'user.status_changed',
        entity: { type: 'user', id: 'u-1' },
        before: { status: 'inactive' },
        after: { status: 'active' },
      }),
    );
    const entry = await eventually(async () => {
      const [first] = (await readLog()).json().entries;
      expect(first).toBeDefined();
      return first;
    });
    expect(entry).toMatchObject({
      service: 'identity',
      actor_id: admin.id,
      actor_email: 'admin@example.com',
      actor_role: 'Admin',
      actor_ip: '190.24.10.7',
      action: 'user.status_changed',
      entity_type: 'user',
      entity_id: 'u-1',
      before: { status: 'inactive' },
      after: { status: 'active' },
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);

    expect((await readLog('', signTestToken())).statusCode).toBe(403);
    expect((await readLog('', signTestToken()).then((r) => r.json())).message).toBe(messages.forbidden);
    expect((await readLog('', '')).statusCode).toBe(401);
  });

  it("takes other services' entries from their topics, once however often an event is delivered", async () => {
    const id = randomUUID();
    const value = JSON.stringify(catalogEnvelope(id, new Date().toISOString()));
    await sendRaw({
      namespace,
      topic: topics.catalogAudit,
      messages: [
        { key: 'cat-1', value },
        { key: 'cat-1', value },
      ],
    });
    await eventually(async () => {
      const { entries } = (await readLog('?entity_type=category')).json();
      expect(entries.map((entry: { id: string }) => entry.id)).toEqual([id]);
      expect(entries[0]).toMatchObject({ service: 'catalog', actor_email: 'otra.admin@example.com', action: 'category.saved' });
    });
    const { rows } = await identity.db.query('SELECT count(*)::int AS n FROM audit_log WHERE id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });

  it('is append-only: no statement changes or removes an entry', async () => {
    await expect(identity.db.query(`UPDATE audit_log SET action = 'user.nothing'`)).rejects.toThrow(/append-only/);
    await expect(identity.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(identity.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });

  it('filters by actor, action, entity and day, and pages newest first', async () => {
    await withTransaction(identity.db, async (tx) => {
      for (const n of [1, 2, 3]) {
        await recordAudit(tx, 'identity', {
          actor: admin,
          action: 'user.deleted',
          entity: { type: 'user', id: `page-${n}` },
          before: null,
          after: null,
        });
      }
    });
    await eventually(async () => expect((await readLog('?action=user.deleted')).json().entries).toHaveLength(3));

    const first = (await readLog('?action=user.deleted&limit=2')).json();
    expect(first.entries).toHaveLength(2);
    const second = (await readLog(`?action=user.deleted&limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.entries).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    const seen = [...first.entries, ...second.entries].map((entry: { entity_id: string }) => entry.entity_id);
    expect(new Set(seen)).toEqual(new Set(['page-1', 'page-2', 'page-3']));

    expect((await readLog('?actor=otra.')).json().entries.map((entry: { action: string }) => entry.action)).toEqual(['category.saved']);
    expect((await readLog('?entity_type=user&entity_id=page-2')).json().entries).toHaveLength(1);
    expect((await readLog('?from=2020-01-01&to=2020-01-31')).json().entries).toEqual([]);
  });

  it('answers bad filters with a message, never a 5xx', async () => {
    const badCursor = await readLog('?cursor=bm8tc2UtcHVlZGU');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe('El cursor de la página no es válido.');
    const backwards = await readLog('?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La fecha inicial no puede ser posterior a la final.');
    expect((await readLog('?limit=0')).statusCode).toBe(400);
    expect((await readLog('?actor=%25%5F')).json().entries).toEqual([]);
  });
});
