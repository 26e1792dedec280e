import { apiKeyAreaOf, type ApiKeyAccess, type ApiKeyArea, type ApiKeyScopes } from '@mb/contracts';

/** A read is GET or HEAD; anything else writes. */
export const accessNeeded = (method: string): ApiKeyAccess => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

export type ScopeDecision = { allowed: true } | { allowed: false; reason: 'route' } | { allowed: false; reason: 'scope'; area: ApiKeyArea };

/** Whether a key with these scopes may make this call: its area granted, with write for anything but reads. */
export function scopeDecision(scopes: ApiKeyScopes, method: string, routePath: string): ScopeDecision {
  const area = apiKeyAreaOf(routePath);
  if (!area) return { allowed: false, reason: 'route' };
  const granted = scopes[area];
  if (granted === 'write' || (granted === 'read' && accessNeeded(method) === 'read')) return { allowed: true };
  return { allowed: false, reason: 'scope', area };
}
