import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Inbox } from './inbox.js';
import { inboxPage, messagePage, notFoundPage } from './pages.js';

export interface WebOptions {
  inbox: Inbox;
  log: Logger;
  /** host:port of the SMTP side, shown on the page so a newcomer knows where to point the app. */
  smtpAddress: string;
}

const idParams = z.object({ id: z.string().min(1) });
const notFound = { success: false as const, message: 'Mensaje no encontrado' };

/** The page where people read what was sent, and the JSON API tests read it through. */
export function buildWebApp({ inbox, log, smtpAddress }: WebOptions) {
  const app = Fastify({ loggerInstance: log }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The same `{ success: false, message }` envelope as the platform's services.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ success: false, message: status === 500 ? 'Error interno' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ success: false, message: 'Ruta no encontrada' }));

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ success: true, status: 'ok' }));

  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(inboxPage(inbox.list(), smtpAddress)));

  app.get('/messages/:id', { schema: { params: idParams } }, async (request, reply) => {
    const mail = inbox.get(request.params.id);
    reply.type('text/html; charset=utf-8');
    return mail ? reply.send(messagePage(mail)) : reply.status(404).send(notFoundPage());
  });

  app.get('/api/messages', { schema: { querystring: z.object({ to: z.string().optional() }) } }, async (request) => ({
    success: true as const,
    mails: inbox.list({ to: request.query.to }),
  }));

  app.get('/api/messages/:id', { schema: { params: idParams } }, async (request, reply) => {
    const mail = inbox.get(request.params.id);
    return mail ? { success: true as const, mail } : reply.status(404).send(notFound);
  });

  app.get(
    '/api/messages/:id/attachments/:index',
    { schema: { params: idParams.extend({ index: z.coerce.number().int().min(0) }) } },
    async (request, reply) => {
      const attachment = inbox.attachment(request.params.id, request.params.index);
      if (!attachment) return reply.status(404).send(notFound);
      const filename = (attachment.filename ?? 'adjunto').replace(/["\\\r\n]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(attachment.content);
    },
  );

  app.delete('/api/messages', async () => {
    inbox.clear();
    return { success: true as const };
  });

  return app;
}
