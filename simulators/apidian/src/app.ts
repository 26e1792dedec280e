import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { z } from 'zod';
import { configRoutes } from './config-routes.js';
import { Controls } from './controls.js';
import { downloadRoutes, publicDownloadRoutes } from './download-routes.js';
import { invoiceRoutes } from './invoice-routes.js';
import { platformCompany, seedPlatformCompany, testCertificate } from './platform.js';
import { Store, type Company, type IssuedDocument } from './state.js';
import { statusRoutes } from './status-routes.js';

export interface ApidianSimulatorOptions {
  host?: string;
  /** Default 4902; 0 picks a free port. */
  port?: number;
  /** pino level; tests pass 'silent'. */
  logLevel?: string;
  /** How many status queries of a test-set document answer "still validating" before the verdict. Default 1. */
  zipPollsBeforeResult?: number;
  /** Creates the platform company (id 1) at start. Default true. */
  seedPlatformCompany?: boolean;
}

/** Read-only views for tests: copies, never the live rows. */
export interface CompanyReader {
  list(): Company[];
  byNit(nit: string): Company | undefined;
}

export interface DocumentReader {
  list(): IssuedDocument[];
  byCufe(cufe: string): IssuedDocument | undefined;
}

export interface ApidianSimulator {
  /** Origin, e.g. http://127.0.0.1:4902; APIDIAN's API is under url + '/api/ubl2.1'. */
  url: string;
  port: number;
  companies: CompanyReader;
  documents: DocumentReader;
  /** The next `count` documents (invoices, notes, eqdocs) that pass validation are rejected by DIAN (99). Also `POST /__sim/reject-next`. */
  rejectNext(count: number): void;
  /** The next `count` document sends (invoice, notes, eqdoc) lose the connection unanswered. Also `POST /__sim/fail-next`. */
  failNext(count: number): void;
  /**
   * For the next `count` document sends APIDIAN finds DIAN unavailable: {success:false, message:"El servicio de la DIAN no
   * está disponible…"}, nothing recorded. Also `POST /__sim/dian-down-next`.
   */
  dianDownNext(count: number): void;
  platformCompany: { id: number; nit: string; dv: string; token: string; resolution: typeof platformCompany.resolution };
  close(): Promise<void>;
}

const countInput = z.object({ count: z.number().int().min(0).max(1000) });

/** Starts the stand-in for an APIDIAN install talking to DIAN's test (habilitación) service. */
export async function startApidianSimulator(options: ApidianSimulatorOptions = {}): Promise<ApidianSimulator> {
  const { host = '127.0.0.1', port = 4902, zipPollsBeforeResult = 1 } = options;
  const log = pino({ level: options.logLevel ?? 'info', base: { service: 'sim-apidian' } });
  const store = new Store();
  const controls = new Controls();
  if (options.seedPlatformCompany !== false) seedPlatformCompany(store);

  const app = Fastify({ loggerInstance: log, bodyLimit: 10 * 1024 * 1024 });
  // Laravel reads an empty or malformed JSON body as no input, so the rules answer instead of a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text: string, done) => {
    try {
      done(null, text.trim() === '' ? {} : JSON.parse(text));
    } catch {
      done(null, {});
    }
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ message: status === 500 ? 'Server Error' : error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `The route ${request.url.replace(/^\//, '').split('?')[0]} could not be found.` }),
  );

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ ok: true }));
  // The switches: each takes {count} and answers the new counter, e.g. {"rejectNext": 2}.
  const switches = { 'reject-next': 'rejectNext', 'fail-next': 'failNext', 'dian-down-next': 'dianDownNext' } as const;
  for (const [path, name] of Object.entries(switches)) {
    app.post(`/__sim/${path}`, async (request, reply) => {
      const parsed = countInput.safeParse(request.body);
      if (!parsed.success) return reply.status(422).send({ message: 'count debe ser un entero entre 0 y 1000.' });
      return { [name]: controls[name](parsed.data.count) };
    });
  }
  // A .p12 and its password that this simulator accepts, for browser journeys that upload one (the file as base64).
  app.get('/__sim/test-certificate', async () => {
    const { base64, password } = testCertificate();
    return { base64, password };
  });
  await app.register(publicDownloadRoutes, { store });
  await app.register(
    async (api) => {
      await api.register(configRoutes, { store });
      await api.register(invoiceRoutes, { store, controls });
      await api.register(statusRoutes, { store, zipPollsBeforeResult });
      await api.register(downloadRoutes, { store });
    },
    { prefix: '/api/ubl2.1' },
  );

  try {
    await app.listen({ host, port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const boundPort = (app.server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${boundPort}`,
    port: boundPort,
    companies: {
      list: () => [...store.companies.values()].map((company) => structuredClone(company)),
      byNit: (nit) => {
        const company = store.byNit(nit);
        return company && structuredClone(company);
      },
    },
    documents: {
      list: () => store.documents.map((document) => structuredClone(document)),
      byCufe: (cufe) => {
        const document = store.documentByCufe(cufe);
        return document && structuredClone(document);
      },
    },
    rejectNext: (count) => void controls.rejectNext(count),
    failNext: (count) => void controls.failNext(count),
    dianDownNext: (count) => void controls.dianDownNext(count),
    platformCompany: {
      id: platformCompany.id,
      nit: platformCompany.nit,
      dv: platformCompany.dv,
      token: platformCompany.token,
      resolution: platformCompany.resolution,
    },
    close: () => app.close(),
  };
}
