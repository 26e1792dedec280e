import type { ChatRequest, ChatResponse } from '@mb/contracts';
import { chatLimits, chatMessages } from '@mb/contracts/domain/chat';
import { ApiError, apiRequest } from '@mb/ui';
import { cannedReply } from './canned-replies.js';
import { chatSessionId } from './chat-session.js';

/** Refusals that say what the visitor can do about them (too long, too many): shown as the server words them. */
const shownAsSaid = new Set([400, 429]);

/**
 * The assistant's answer to one message, never a failure (spec 1 §7, §8): the automation's reply through the
 * gateway; when the gateway answers that it could not get one, a canned reply chosen by keywords; when the call
 * cannot be made at all, the spec's apology.
 */
export async function askAssistant(message: string): Promise<string> {
  const body: ChatRequest = { message, sessionId: chatSessionId(), metadata: { referrer: document.referrer, url: window.location.href } };
  try {
    // The automation may take its full 130 s; the browser waits a little longer than the gateway does.
    const answer = await apiRequest<ChatResponse>('/auth/public/chat', {
      method: 'POST',
      body,
      timeoutMs: chatLimits.webhookTimeoutMs + 5000,
    });
    return answer.reply;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === undefined) return chatMessages.sendFailed;
    return shownAsSaid.has(error.status) && error.fromServer ? error.message : cannedReply(message);
  }
}
