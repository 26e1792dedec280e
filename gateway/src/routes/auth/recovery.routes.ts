import {
  forgotPasswordRequest,
  forgotUsernameRequest,
  forgotUsernameResponse,
  messageResponse,
  resendVerificationRequest,
  resetPasswordRequest,
  updatePendingEmailRequest,
  updatePendingEmailResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { z } from 'zod';
import type { IdentityClient } from '../../clients/identity.client.js';
import { limits, type RateLimits } from '../../plugins/rate-limits.js';

const tags = ['auth'];

/** The verification dialog's calls and account recovery: anonymous, rate limited per IP and per account. */
export function recoveryRoutes(app: App, identity: IdentityClient, rateLimits: RateLimits): void {
  const route = (
    url: string,
    summary: string,
    body: z.ZodType,
    response: z.ZodType,
    forward: (body: unknown, requestId: string) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        preHandler: rateLimits.limit(url, limits.recoveryPerIp, limits.recoveryPerAccount),
        config: { access: 'public', throttled: true },
        schema: { tags, summary, body, response: { 200: response } },
      },
      (request) => forward(request.body, request.id),
    );

  route(
    '/auth/resend-verification',
    'Reenviar el código de verificación',
    resendVerificationRequest,
    messageResponse,
    identity.resendVerification,
  );
  route(
    '/auth/update-pending-email',
    'Corregir el email de una cuenta sin verificar',
    updatePendingEmailRequest,
    updatePendingEmailResponse,
    identity.updatePendingEmail,
  );
  route(
    '/auth/forgot-password',
    'Enviar el enlace para restablecer la contraseña (1 hora)',
    forgotPasswordRequest,
    messageResponse,
    identity.forgotPassword,
  );
  route('/auth/reset-password', 'Restablecer la contraseña con el enlace', resetPasswordRequest, messageResponse, identity.resetPassword);
  route(
    '/auth/forgot-username',
    'Recordar el usuario por email o teléfono',
    forgotUsernameRequest,
    forgotUsernameResponse,
    identity.forgotUsername,
  );
}
