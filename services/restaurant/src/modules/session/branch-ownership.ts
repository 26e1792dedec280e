import { branchMessages } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { managesRestaurant } from '../../domain/access.js';
import { type BranchOwned, branchOfRow } from '../branches/branches.repository.js';
import type { RestaurantContext } from './restaurant-session.js';

/** The routes whose `:id` names a row of one branch, by the start of their path. */
const byPath: ReadonlyArray<[string, BranchOwned]> = [
  ['/restaurant/tables/:id', 'table'],
  ['/restaurant/pedidos/:id', 'order'],
  ['/restaurant/cuentas/:id', 'check'],
  ['/restaurant/estaciones/:id', 'station'],
];
/** The fields of a body or query string, on those routes and their lists, that name another such row. */
const byField: Readonly<Record<string, BranchOwned>> = {
  table_id: 'table',
  order_id: 'order',
  check_id: 'check',
  to_check_id: 'check',
  station_id: 'station',
};
const lists = ['/restaurant/pedidos', '/restaurant/cuentas', '/restaurant/pedidos/recuperar'];

/** The rows a request names by id, with what each is. */
function namedRows(request: FastifyRequest): Array<[BranchOwned, string]> {
  const path = request.routeOptions.url ?? '';
  const byId = byPath.find(([prefix]) => path.startsWith(prefix));
  if (!byId && !lists.includes(path)) return [];
  // A round names its table in its body: the round checks that table's branch where it reads it (no read more here).
  if (path === '/restaurant/pedidos' && request.method === 'POST') return [];
  const named: Array<[BranchOwned, string]> = [];
  const id = (request.params as { id?: unknown }).id;
  if (byId && typeof id === 'string') named.push([byId[1], id]);
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [field, kind] of Object.entries(byField)) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string') named.push([kind, value]);
    }
  }
  return named;
}

/**
 * Issue 37 item 4: a table, order, check or station read or written by id belongs to the branch the request works in (403
 * otherwise, as for a branch not theirs); administrators work in every branch, but never name rows of two branches in
 * one call. Runs after the route's guards and validation; a row that does not exist is left to the route (404).
 */
export function branchOwnership(pool: Pool): preHandlerHookHandler {
  return async (request) => {
    const named = namedRows(request);
    if (named.length === 0 || !request.restaurant) return;
    const { restaurantId, branchId, role } = request.restaurant;
    const found = await Promise.all(named.map(([kind, id]) => branchOfRow(pool, restaurantId, kind, id)));
    assertWorksOn({ role, branchId }, new Set(found.filter((branch) => branch !== undefined)));
  };
}

/**
 * Rows of these branches may be worked on by someone working in `at.branchId`: their own branch's only, or for
 * owners and administrators rows of any one branch (403 otherwise).
 */
export function assertWorksOn(at: Pick<RestaurantContext, 'role' | 'branchId'>, branches: ReadonlySet<string>) {
  const allowed = managesRestaurant(at.role) ? branches.size <= 1 : [...branches].every((branch) => branch === at.branchId);
  if (!allowed) throw new AppError(403, branchMessages.branchRefused);
}
