import {
  invoicingCheckResponse,
  invoicingMessages,
  invoicingProfileResponse,
  updateInvoicingProfileRequest,
  updateInvoicingProfileResponse,
} from '@mb/contracts';
import { auditActor, requireRole, type App, type Pool } from '@mb/service-kit';
import { z } from 'zod';
import { findProfile } from './profile.repository.js';
import { checkProfile, saveProfile, saveProfileAsAdmin } from './profile.service.js';

/**
 * The caller's own profile: the user is the session's subject. Only an administrator asks about someone else's.
 * `onSaved` runs after each save without holding up the answer (invoices waiting on the profile are issued again).
 */
export function profileRoutes(app: App, pool: Pool, onSaved: (userId: string) => Promise<void> = async () => {}): void {
  const signedIn = { onRequest: [app.authenticate] };

  app.get('/fe/profile', { ...signedIn, schema: { response: { 200: invoicingProfileResponse } } }, async (request) => ({
    success: true as const,
    profile: await findProfile(pool, request.user.sub),
  }));

  app.put(
    '/fe/profile',
    { ...signedIn, schema: { body: updateInvoicingProfileRequest, response: { 200: updateInvoicingProfileResponse } } },
    async (request) => {
      const profile = await saveProfile(pool, request.user.sub, request.body);
      onSaved(request.user.sub).catch((error: unknown) =>
        request.log.error({ err: error }, 'invoices not issued again after the profile was saved'),
      );
      return { success: true as const, message: invoicingMessages.profileSaved, profile };
    },
  );

  app.get('/fe/check', { ...signedIn, schema: { response: { 200: invoicingCheckResponse } } }, async (request) => ({
    success: true as const,
    ...(await checkProfile(pool, request.user.sub)),
  }));

  // Billing asks, with an administrator's session, before recording a payment by hand (spec 2 §2.6).
  const admin = [app.authenticate, requireRole('Admin', 'SuperAdmin')];
  const params = z.object({ userId: z.uuid() });
  app.get('/fe/check/:userId', { onRequest: admin, schema: { params, response: { 200: invoicingCheckResponse } } }, async (request) => ({
    success: true as const,
    ...(await checkProfile(pool, request.params.userId)),
  }));

  // 'Tomar pago' lets the administrator complete the member's profile when it is what stops the payment.
  const profileOf = { onRequest: admin, schema: { params, response: { 200: invoicingProfileResponse } } };
  app.get('/fe/profile/:userId', profileOf, async (request) => ({
    success: true as const,
    profile: await findProfile(pool, request.params.userId),
  }));

  app.put(
    '/fe/profile/:userId',
    { onRequest: admin, schema: { params, body: updateInvoicingProfileRequest, response: { 200: updateInvoicingProfileResponse } } },
    async (request) => {
      const { userId } = request.params;
      const profile = await saveProfileAsAdmin(pool, userId, request.body, auditActor(request));
      onSaved(userId).catch((error: unknown) => request.log.error({ err: error }, 'invoices not issued again after the profile was saved'));
      return { success: true as const, message: invoicingMessages.profileSaved, profile };
    },
  );
}
