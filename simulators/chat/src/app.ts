import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { assistantReply, shapedReply } from './replies.js';
import { defaultSettings, settingsInput, type Settings, type SettingsInput } from './settings.js';

export interface ChatSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the one bound is in the result. */
  port?: number;
  /** The webhook's path, as n8n gives a production webhook one. */
  path?: string;
  /** Expected in `secretHeader` (n8n's Header Auth); a call without it is refused with 403. */
  secret?: string;
  settings?: SettingsInput;
  /** pino level; tests pass 'silent'. */
  logLevel?: string;
}

/** One message as the webhook received it: the form's fields and the secret header. */
export interface ReceivedMessage {
  fields: Record<string, string>;
  secret: string | undefined;
  contentType: string | undefined;
}

export interface ChatSimulator {
  /** Origin, e.g. http://127.0.0.1:4904. */
  url: string;
  /** The address the platform posts messages to. */
  webhookUrl: string;
  port: number;
  secret: string;
  /** Every message POSTed, oldest first (also `GET /__sim/messages`). */
  received: readonly ReceivedMessage[];
  /** Changes only the settings given; returns all of them. Also `POST /__sim/settings`. */
  configure(settings: SettingsInput): Settings;
  close(): Promise<void>;
}

export const secretHeader = 'x-webhook-secret';
export const defaultSecret = 'dev_chat_webhook_secret';
export const defaultPath = '/webhook/mb-chat';

/** Starts an automation webhook (n8n-style) that answers the chat's messages, with switches to be slow or fail. */
export async function startChatSimulator(options: ChatSimulatorOptions = {}): Promise<ChatSimulator> {
  const { host = '127.0.0.1', port = 4904, path = defaultPath, secret = defaultSecret } = options;
  const log = pino({ level: options.logLevel ?? 'info', base: { service: 'sim-chat' } });
  const settings: Settings = { ...defaultSettings, ...options.settings };
  const received: ReceivedMessage[] = [];
  const waiting = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();

  // forceCloseConnections: a slow answer still pending must not hold close() open.
  const app = Fastify({ loggerInstance: log, forceCloseConnections: true }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The platform posts a form, as the spec says (spec 1 §7); no plugin needed for that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = { timer: setTimeout(() => (waiting.delete(entry), resolve()), ms), resolve };
      waiting.add(entry);
    });

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ ok: true }));
  app.get('/__sim/messages', async () => ({ data: received }));
  app.post('/__sim/settings', { schema: { body: settingsInput } }, async (request) => ({ data: Object.assign(settings, request.body) }));
  app.post('/__sim/reset', async () => {
    received.length = 0;
    return { data: Object.assign(settings, defaultSettings, options.settings) };
  });

  // The availability check: n8n answers 405 to a GET on a webhook registered for POST.
  app.get(path, async (_request, reply) =>
    settings.failure === 'status'
      ? reply.code(503).send({ code: 503, message: 'Service Unavailable' })
      : reply.code(405).send({ code: 405, message: 'This webhook is not registered for GET requests.' }),
  );

  app.post(path, async (request, reply) => {
    const given = request.headers[secretHeader];
    if (given !== secret) return reply.code(403).send({ message: 'Authorization data is wrong!' });
    const fields = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, string>) : {};
    received.push({ fields, secret: given, contentType: request.headers['content-type'] });
    if (settings.delayMs > 0) await delay(settings.delayMs);
    if (settings.failure === 'status') return reply.code(500).send({ code: 0, message: 'Workflow could not be started!' });
    if (settings.failure === 'error-field') return reply.send({ error: 'El flujo del asistente falló' });
    return reply.send(shapedReply(assistantReply(fields.message ?? ''), settings.shape));
  });

  const close = async () => {
    for (const entry of waiting) {
      clearTimeout(entry.timer);
      entry.resolve();
    }
    await app.close();
  };
  try {
    await app.listen({ host, port });
  } catch (error) {
    await close();
    throw error;
  }

  const boundPort = (app.server.address() as AddressInfo).port;
  // 0.0.0.0 is where it listens, not an address a client can open.
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${boundPort}`;
  return {
    url,
    webhookUrl: `${url}${path}`,
    port: boundPort,
    secret,
    received,
    configure: (changes) => Object.assign(settings, settingsInput.parse(changes)),
    close,
  };
}
