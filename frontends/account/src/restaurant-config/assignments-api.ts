import type { AssignmentsResponse, CreateAssignmentRequest } from '@mb/contracts';
import { ApiError, apiRequest, i18n } from '@mb/ui';
import { productPath } from '../product-path.js';

const assignmentsPath = productPath('/restaurant/config/assignments');

export const assignmentsQueryKey = ['account', 'restaurant-assignments'] as const;

/**
 * Spec 2 §8 "Restaurant config": no answer at all is 'Error de conexión'; otherwise the server's message,
 * else the call's own text.
 */
export function configFailure(failure: unknown, fallbackKey: 'loadFailed' | 'createFailed' | 'deleteFailed'): string {
  if (failure instanceof ApiError && failure.status === undefined) return i18n.t('account:restaurantConfig.connectionFailed');
  return failure instanceof ApiError && failure.message ? failure.message : i18n.t(`account:restaurantConfig.${fallbackKey}`);
}

/** GET /{ns}/restaurant/config/assignments (spec 2 §7.6): the staff, the plan and its seats. */
export function fetchAssignments(): Promise<AssignmentsResponse> {
  return apiRequest<AssignmentsResponse>(assignmentsPath, { fallback: '' });
}

/** POST the same path with {email, name, role}; answers the server's confirmation. */
export async function createAssignment(body: CreateAssignmentRequest): Promise<string> {
  return (await apiRequest<{ message: string }>(assignmentsPath, { method: 'POST', body, fallback: '' })).message;
}

/** DELETE .../assignments/{id}; answers the server's confirmation. */
export async function deleteAssignment(id: string): Promise<string> {
  return (await apiRequest<{ message: string }>(`${assignmentsPath}/${encodeURIComponent(id)}`, { method: 'DELETE', fallback: '' }))
    .message;
}
