import { randomUUID } from 'node:crypto';
import { adminDatabaseUrl } from '../src/testing/index.js';
import { createPool, warmPool } from '../src/db.js';

const connectionsOf = async (applicationName: string) => {
  const observer = createPool({ url: adminDatabaseUrl, schema: 'public', max: 1 });
  try {
    const { rows } = await observer.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    return rows[0]!.count;
  } finally {
    await observer.end();
  }
};

it('opens the connections it is asked for at once, and the pool keeps them open for the first burst', async () => {
  const applicationName = `warm-${randomUUID().slice(0, 8)}`;
  const pool = createPool({ url: adminDatabaseUrl, schema: 'public', min: 4, applicationName });
  try {
    expect(await connectionsOf(applicationName)).toBe(0);
    await warmPool(pool, 4);
    expect({ open: pool.totalCount, idle: pool.idleCount }).toEqual({ open: 4, idle: 4 });
    expect(await connectionsOf(applicationName)).toBe(4);
    // Four requests at once find their connections ready: none is opened.
    await Promise.all(Array.from({ length: 4 }, () => pool.query('SELECT pg_sleep(0.05)')));
    expect(pool.totalCount).toBe(4);
  } finally {
    await pool.end();
  }
});
