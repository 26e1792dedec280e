import { chatRequest, chatResponse, chatStatusResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import type { ChatClient } from '../../clients/chat.client.js';
import { limits, type RateLimits } from '../../plugins/rate-limits.js';
import { sessionToken } from '../../plugins/session-cookies.js';

const tags = ['chat'];
const chatSessionOf = (request: FastifyRequest) => (request.body as { sessionId: string }).sessionId;

/**
 * The chat assistant (spec 1 §7): the widget posts here and the gateway forwards to the automation webhook, so its
 * address and secret stay on the server. Anonymous; limited per client IP and per chat session.
 */
export function chatRoutes(app: App, chat: ChatClient, rateLimits: RateLimits): void {
  // Who is chatting, when signed in: context for the automation only (it grants nothing), so an invalid or expired
  // session just leaves it out.
  const userIdOf = async (request: FastifyRequest) => {
    const token = sessionToken(request);
    if (!token) return undefined;
    return app.verifySession(token).then(
      (claims) => claims.sub,
      () => undefined,
    );
  };

  app.post(
    '/auth/public/chat',
    {
      preHandler: rateLimits.limit('chat', limits.chatPerIp, limits.chatPerSession, chatSessionOf),
      config: { access: 'public', throttled: true, errors: [502, 504] },
      schema: {
        tags,
        summary: 'Enviar un mensaje al asistente virtual',
        description:
          'Se reenvía al webhook de automatización (hasta 130 s). 502, 503 o 504: el navegador responde con un mensaje predefinido.',
        body: chatRequest,
        response: { 200: chatResponse },
      },
    },
    async (request) => {
      const { message, sessionId, metadata } = request.body;
      const reply = await chat.send({
        message,
        sessionId,
        userId: await userIdOf(request),
        timestamp: new Date().toISOString(),
        metadata: { userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500), ...metadata },
      });
      return { success: true as const, reply };
    },
  );

  app.get(
    '/auth/public/chat/status',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Saber si el asistente virtual está disponible', response: { 200: chatStatusResponse } },
    },
    async () => ({ success: true as const, available: await chat.isAvailable() }),
  );
}
