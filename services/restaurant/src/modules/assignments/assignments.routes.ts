import {
  assignmentIdParams,
  assignmentResponse,
  assignmentsResponse,
  createAssignmentRequest,
  deleteAssignmentResponse,
  restaurantMessages,
} from '@mb/contracts';
import type { App, Pool, SessionClaims } from '@mb/service-kit';
import { assignStaff, ownAssignments, unassignStaff, type Owner } from './assignments.service.js';

const ownerOf = (request: { user: SessionClaims }): Owner => ({ userId: request.user.sub, email: request.user.email });

/** Spec 2 §7.6: the owner's staff assignments, always of the caller's own restaurant. */
export function assignmentsRoutes(app: App, pool: Pool, productSlug: string): void {
  app.get(
    '/restaurant/config/assignments',
    { onRequest: [app.authenticate], schema: { response: { 200: assignmentsResponse } } },
    async (request) => ownAssignments(pool, productSlug, ownerOf(request)),
  );

  app.post(
    '/restaurant/config/assignments',
    { onRequest: [app.authenticate], schema: { body: createAssignmentRequest, response: { 200: assignmentResponse } } },
    async (request) => ({
      success: true as const,
      message: restaurantMessages.assignmentCreated,
      data: await assignStaff(pool, productSlug, ownerOf(request), request.body),
    }),
  );

  app.delete(
    '/restaurant/config/assignments/:id',
    { onRequest: [app.authenticate], schema: { params: assignmentIdParams, response: { 200: deleteAssignmentResponse } } },
    async (request) => {
      await unassignStaff(pool, ownerOf(request), request.params.id);
      return { success: true as const, message: restaurantMessages.assignmentDeleted };
    },
  );
}
