import { allBranches, restaurantAppMessages, type OrderStatsQuery } from '@mb/contracts';
import { AppError, type Queryable } from '@mb/service-kit';
import { managesRestaurant } from '../../domain/access.js';
import { requireBranch } from '../branches/branches.service.js';
import { assertWorksOn } from '../session/branch-ownership.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import type { ReportScope } from './reports.repository.js';

/**
 * Whose figures an administrator's report, income statement or expense list reads: the branch `sede` names (404 when
 * not the restaurant's), or (none) every branch together.
 */
export async function reportScope(db: Queryable, restaurantId: string, sede: string | undefined): Promise<ReportScope> {
  if (sede) await requireBranch(db, restaurantId, sede);
  return { restaurantId, branchId: sede };
}

/**
 * Whose order stats (issue 37 item 4): the branch the request works in; the branch `sede` names (404 when not the
 * restaurant's, 403 to someone who does not work there); or, with `todas`, every branch together, for administrators
 * only (403 otherwise).
 */
export async function statsScope(db: Queryable, at: RestaurantContext, sede: OrderStatsQuery['sede']): Promise<ReportScope> {
  const { restaurantId } = at;
  if (sede === undefined) return { restaurantId, branchId: at.branchId };
  if (sede === allBranches) {
    if (!managesRestaurant(at.role)) throw new AppError(403, restaurantAppMessages.adminOnly);
    return { restaurantId };
  }
  const scope = await reportScope(db, restaurantId, sede);
  assertWorksOn(at, new Set([sede]));
  return scope;
}
