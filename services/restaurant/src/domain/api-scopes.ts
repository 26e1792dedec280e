import type { ApiKeyAccess, ApiKeyArea, ApiKeyScopes } from '@mb/contracts';

/**
 * Which area each route of the restaurant API belongs to, by its path (the route's pattern, not the URL asked), the
 * longest prefix first: the stats under /pedidos and /menu are reports. Routes of no area (staff, settings, invoicing,
 * the keys and webhooks themselves) are not for keys.
 */
const areaPrefixes: Array<[string, ApiKeyArea]> = (
  [
    ['/restaurant/pedidos/analytics', 'reports'],
    ['/restaurant/menu/stats', 'reports'],
    ['/restaurant/menu', 'menu'],
    ['/restaurant/estaciones', 'menu'],
    ['/restaurant/pedidos', 'orders'],
    ['/restaurant/carrito', 'orders'],
    ['/restaurant/tables', 'orders'],
    ['/restaurant/cuentas', 'checks'],
    ['/restaurant/caja', 'checks'],
  ] as Array<[string, ApiKeyArea]>
).sort((a, b) => b[0].length - a[0].length);

export const areaOfRoute = (routePath: string): ApiKeyArea | undefined =>
  areaPrefixes.find(([prefix]) => routePath === prefix || routePath.startsWith(`${prefix}/`))?.[1];

/** A read is GET or HEAD; anything else writes. */
export const accessNeeded = (method: string): ApiKeyAccess => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

export type ScopeDecision = { allowed: true } | { allowed: false; reason: 'route' } | { allowed: false; reason: 'scope'; area: ApiKeyArea };

/** Whether a key with these scopes may make this call: its area granted, with write for anything but reads. */
export function scopeDecision(scopes: ApiKeyScopes, method: string, routePath: string): ScopeDecision {
  const area = areaOfRoute(routePath);
  if (!area) return { allowed: false, reason: 'route' };
  const granted = scopes[area];
  if (granted === 'write' || (granted === 'read' && accessNeeded(method) === 'read')) return { allowed: true };
  return { allowed: false, reason: 'scope', area };
}
