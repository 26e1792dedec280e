import type { ReplyShape } from './settings.js';

/** The simulated assistant's answer: recognisably the simulator's, and echoing what it was asked. */
export function assistantReply(message: string): string {
  return `Asistente MB (simulador): recibí tu mensaje «${message}». Un asesor te responderá con más detalle.`;
}

/** The reply in the JSON shape an automation's last node may give it. */
export function shapedReply(reply: string, shape: ReplyShape): Record<string, unknown> {
  switch (shape) {
    case 'data':
      return { data: { reply } };
    case 'other':
      return { ok: true, output: reply };
    case 'empty':
      return {};
    default:
      return { [shape]: reply };
  }
}
