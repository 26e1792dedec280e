import { chatLimits, chatMessages } from '@mb/contracts';
import { AppError, httpClient, HttpUnreachable, type JsonAnswer } from '@mb/service-kit';
import { isAvailableStatus, readWebhookAnswer } from './chat-reply.js';

/** The form fields the automation webhook receives (spec 1 §7). */
export interface ChatWebhookMessage {
  message: string;
  sessionId: string;
  userId?: string;
  timestamp: string;
  metadata: { userAgent: string; referrer: string; url: string };
}

const chatSecretHeader = 'x-webhook-secret';

/**
 * The chat's automation webhook (n8n-style). Its address and secret never leave the gateway: every failure becomes a
 * Spanish message of our own (502 unusable answer, 503 unreachable, 504 too slow), which the widget answers with
 * a canned reply.
 */
export function chatClient(options: {
  webhookUrl: string;
  secret: string;
  timeoutMs: number;
  log: { warn(details: object, message: string): void };
}) {
  const webhook = httpClient({ baseUrl: options.webhookUrl, timeoutMs: options.timeoutMs, unavailable: chatMessages.unavailable });
  return {
    async send(message: ChatWebhookMessage): Promise<string> {
      const { metadata, userId, ...fields } = message;
      const form = new URLSearchParams({ ...fields, ...(userId ? { userId } : {}), metadata: JSON.stringify(metadata) });
      let answer: JsonAnswer;
      try {
        answer = await webhook.json('', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', [chatSecretHeader]: options.secret },
          body: form,
        });
      } catch (error) {
        if (!(error instanceof HttpUnreachable)) throw error;
        options.log.warn({ err: error, timedOut: error.timedOut }, 'chat webhook not answered');
        throw new AppError(error.timedOut ? 504 : 503, chatMessages.unavailable);
      }
      if (!answer.ok) {
        options.log.warn({ status: answer.status }, 'chat webhook refused the message');
        throw new AppError(502, chatMessages.unavailable);
      }
      // Not JSON (a proxy's error page, say) reads as no reply.
      const reply = readWebhookAnswer(answer.body);
      if (reply.kind === 'reply') return reply.reply;
      options.log.warn({ answer: reply }, 'chat webhook answered without a reply');
      throw new AppError(502, reply.kind === 'error' ? chatMessages.unavailable : chatMessages.invalidReply);
    },

    /** The availability check: a GET within 7 s answered OK or 405. */
    async isAvailable(): Promise<boolean> {
      try {
        const response = await webhook.send('', { timeoutMs: chatLimits.statusTimeoutMs });
        await response.body?.cancel();
        return isAvailableStatus(response.status);
      } catch {
        return false;
      }
    },
  };
}
export type ChatClient = ReturnType<typeof chatClient>;
