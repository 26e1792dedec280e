import { apiKeyAreaOf as areaOfRoute } from '@mb/contracts';
import { scopeDecision } from './api-scopes.js';

describe('API key scopes', () => {
  it('puts the stats under reports, not orders or menu', () => {
    expect(areaOfRoute('/restaurant/pedidos/analytics/stats')).toBe('reports');
    expect(areaOfRoute('/restaurant/menu/stats')).toBe('reports');
    expect(areaOfRoute('/restaurant/pedidos/:id/estado')).toBe('orders');
    expect(areaOfRoute('/restaurant/menu/items')).toBe('menu');
    expect(areaOfRoute('/restaurant/inventario/insumos/:id')).toBe('stock');
  });

  it('keeps keys off the routes of no area, and a prefix must end at a segment', () => {
    expect(areaOfRoute('/restaurant/personal')).toBeUndefined();
    expect(areaOfRoute('/restaurant/api/llaves')).toBeUndefined();
    expect(areaOfRoute('/restaurant/menuxyz')).toBeUndefined();
  });

  it('lets read scope read and not write; write includes read', () => {
    expect(scopeDecision({ menu: 'read' }, 'GET', '/restaurant/menu/items')).toEqual({ allowed: true });
    expect(scopeDecision({ menu: 'read' }, 'POST', '/restaurant/menu/items')).toEqual({ allowed: false, reason: 'scope', area: 'menu' });
    expect(scopeDecision({ menu: 'write' }, 'GET', '/restaurant/menu/items')).toEqual({ allowed: true });
    expect(scopeDecision({ menu: 'write' }, 'GET', '/restaurant/cuentas')).toEqual({ allowed: false, reason: 'scope', area: 'checks' });
    expect(scopeDecision({ menu: 'write' }, 'GET', '/restaurant/personal')).toEqual({ allowed: false, reason: 'route' });
  });
});
