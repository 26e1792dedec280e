// Plain constants, no zod: the shell's chat widget imports these (the schemas are in `http/chat.ts`).

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
