/** One field an administrative change altered, as the audit view lists it. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields whose value differs between the snapshots, in the order they first appear; a creation (no before) or a
 * removal (no after) lists every field it has.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const [was, is] = [record(before), record(after)];
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, before: shown(was[field]), after: shown(is[field]) }));
}
