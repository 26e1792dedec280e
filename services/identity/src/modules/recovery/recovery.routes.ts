import {
  forgotPasswordRequest,
  forgotUsernameRequest,
  forgotUsernameResponse,
  messageResponse,
  messages,
  resetPasswordRequest,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { forgotPassword, forgotUsername, resetPassword } from './recovery.service.js';

export function recoveryRoutes(app: App, deps: IdentityDeps): void {
  app.post('/forgot-password', { schema: { body: forgotPasswordRequest, response: { 200: messageResponse } } }, async (request) => {
    await forgotPassword(deps, request.body.email);
    return { success: true as const, message: messages.resetLinkSent };
  });

  app.post('/reset-password', { schema: { body: resetPasswordRequest, response: { 200: messageResponse } } }, async (request) => {
    await resetPassword(deps, request.body.token, request.body.newPassword);
    return { success: true as const, message: messages.passwordReset };
  });

  app.post('/forgot-username', { schema: { body: forgotUsernameRequest, response: { 200: forgotUsernameResponse } } }, async (request) => ({
    success: true as const,
    message: messages.usernameSent,
    masked_email: await forgotUsername(deps, request.body),
  }));
}
