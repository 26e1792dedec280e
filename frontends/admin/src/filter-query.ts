/** A list's filters as a query string: the empty ones are left out, the others trimmed. */
export function filterQuery(filters: object): URLSearchParams {
  const entries = Object.entries(filters as Record<string, string>).map(([name, value]): [string, string] => [name, value.trim()]);
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}
