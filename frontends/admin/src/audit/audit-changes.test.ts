import { describe, expect, it } from '@jest/globals';
import { fieldChanges } from './audit-changes.js';

describe('fieldChanges', () => {
  it('lists only what changed, old and new, objects as JSON', () => {
    expect(
      fieldChanges({ status: 'inactive', role: 'Client', plan: { a: 1 } }, { status: 'active', role: 'Client', plan: { a: 2 } }),
    ).toEqual([
      { field: 'status', before: 'inactive', after: 'active' },
      { field: 'plan', before: '{"a":1}', after: '{"a":2}' },
    ]);
  });

  it('lists every field of a creation or a removal, a missing side as —', () => {
    expect(fieldChanges(null, { name: 'Restaurantes' })).toEqual([{ field: 'name', before: '—', after: 'Restaurantes' }]);
    expect(fieldChanges({ name: 'Restaurantes' }, null)).toEqual([{ field: 'name', before: 'Restaurantes', after: '—' }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
