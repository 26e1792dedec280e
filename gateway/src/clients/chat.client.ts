import { chatLimits, chatMessages } from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import { isAvailableStatus, readWebhookAnswer } from './chat-reply.js';

/** The form fields the automation webhook receives (spec 1 §7). */
export interface ChatWebhookMessage {
  message: string;
  sessionId: string;
  userId?: string;
  timestamp: string;
  metadata: { userAgent: string; referrer: string; url: string };
}

export const chatSecretHeader = 'x-webhook-secret';

/**
 * The chat's automation webhook (n8n-style). Its address and secret never leave the gateway: every failure becomes a
 * Spanish message of our own (502 unusable answer, 503 unreachable, 504 too slow), which the widget answers with
 * a canned reply.
 */
export function chatClient(options: { webhookUrl: string; secret: string; timeoutMs: number; log: { warn(details: object, message: string): void } }) {
  return {
    async send(message: ChatWebhookMessage): Promise<string> {
      const { metadata, userId, ...fields } = message;
      const form = new URLSearchParams({ ...fields, ...(userId ? { userId } : {}), metadata: JSON.stringify(metadata) });
      let response: Response;
      let text: string;
      try {
        response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', [chatSecretHeader]: options.secret },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        options.log.warn({ err: error, timedOut }, 'chat webhook not answered');
        throw new AppError(timedOut ? 504 : 503, chatMessages.unavailable);
      }
      if (!response.ok) {
        options.log.warn({ status: response.status }, 'chat webhook refused the message');
        throw new AppError(502, chatMessages.unavailable);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (a proxy's error page, say): nothing to read a reply from.
      }
      const answer = readWebhookAnswer(body);
      if (answer.kind === 'reply') return answer.reply;
      options.log.warn({ answer }, 'chat webhook answered without a reply');
      throw new AppError(502, answer.kind === 'error' ? chatMessages.unavailable : chatMessages.invalidReply);
    },

    /** The availability check: a GET within 7 s answered OK or 405. */
    async isAvailable(): Promise<boolean> {
      try {
        const response = await fetch(options.webhookUrl, { signal: AbortSignal.timeout(chatLimits.statusTimeoutMs) });
        await response.body?.cancel();
        return isAvailableStatus(response.status);
      } catch {
        return false;
      }
    },
  };
}
export type ChatClient = ReturnType<typeof chatClient>;
