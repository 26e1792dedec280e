import {
  messageResponse,
  messages,
  resendVerificationRequest,
  sessionResponse,
  updatePendingEmailRequest,
  updatePendingEmailResponse,
  verifyEmailRequest,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { resendVerification, updatePendingEmail, verifyEmail } from './verification.service.js';

export function verificationRoutes(app: App, deps: IdentityDeps): void {
  app.post('/verify-email', { schema: { body: verifyEmailRequest, response: { 200: sessionResponse } } }, async (request) => ({
    success: true as const,
    message: messages.verified,
    ...(await verifyEmail(deps, request.body)),
  }));

  app.post('/resend-verification', { schema: { body: resendVerificationRequest, response: { 200: messageResponse } } }, async (request) => {
    await resendVerification(deps, request.body.email);
    return { success: true as const, message: messages.codeResent };
  });

  app.post(
    '/update-pending-email',
    { schema: { body: updatePendingEmailRequest, response: { 200: updatePendingEmailResponse } } },
    async (request) => ({
      success: true as const,
      message: messages.emailUpdated,
      verification_info: { email: await updatePendingEmail(deps, request.body) },
    }),
  );
}
