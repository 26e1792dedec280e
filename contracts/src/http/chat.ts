import { z } from 'zod';
import { chatLimits, chatMessages } from '../domain/chat.js';

export { chatLimits, chatMessages };

/**
 * POST /auth/public/chat: what the widget sends. The gateway adds the user (from the session, never from the
 * browser), the time and the user agent before forwarding to the automation webhook.
 */
export const chatRequest = z.object({
  message: z.string().trim().min(1, chatMessages.empty).max(chatLimits.messageChars, chatMessages.tooLong),
  sessionId: z.string().trim().min(1).max(100),
  /** Where the visitor is chatting from (spec 1 §7 metadata: referrer, current URL). */
  metadata: z
    .object({ referrer: z.string().max(2048).default(''), url: z.string().max(4096).default('') })
    .default({ referrer: '', url: '' }),
});
export type ChatRequest = z.input<typeof chatRequest>;

export const chatResponse = z.object({ success: z.literal(true), reply: z.string() });
export type ChatResponse = z.infer<typeof chatResponse>;

/** GET /auth/public/chat/status: whether the automation webhook answers (OK or 405 count as available). */
export const chatStatusResponse = z.object({ success: z.literal(true), available: z.boolean() });
