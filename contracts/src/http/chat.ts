import { z } from 'zod';

/** Spec 1 §7 and §9: the chat's limits, shared by the widget (its text box) and the gateway (its schema). */
export const chatLimits = {
  /** Longer messages are refused with `chatMessages.tooLong`; the widget's text box stops there. */
  messageChars: 2000,
  /** How long the automation may think before the gateway gives up (spec 1 §9: 130 s). */
  webhookTimeoutMs: 130_000,
  /** The availability check's GET (spec 1 §9: 7 s). */
  statusTimeoutMs: 7_000,
} as const;

/** Spanish texts of the chat's calls (spec 1 §8). */
export const chatMessages = {
  tooLong: `El mensaje es demasiado largo: máximo ${chatLimits.messageChars} caracteres`,
  empty: 'Escribe un mensaje',
  /** The automation answered without anything that reads as a reply (spec 1 §8: leads to the canned fallback). */
  invalidReply: 'Respuesta inválida del servidor',
  /** The automation answered non-OK, with an `error` field, or not in time; the browser then picks a canned reply. */
  unavailable: 'El asistente no está disponible en este momento',
  /** The browser could not send at all (spec 1 §8). */
  sendFailed: 'Lo siento, hubo un error al procesar tu mensaje. Por favor, inténtalo de nuevo.',
} as const;

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
