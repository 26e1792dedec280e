import {
  apidianIssuerHeader,
  apidianTokenHeader,
  apidianTokenHeaders,
  certificateRequest,
  environmentRequest,
  eqdocsSoftwareRequest,
  invoicingAdminMessages as texts,
  issuerFields,
  issuerKeyParams,
  numberingRangeRequest,
  resolutionRequest,
  softwareRequest,
  statusKeyParams,
  statusOptionsRequest,
  testInvoiceRequest,
  testSetParams,
} from '@mb/contracts';
import { auditActor, type App } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApidianAnswer } from '../../apidian/apidian-client.js';
import { adminOnly } from '../admin-only.js';
import type { IssuersService } from '../issuers/issuers.service.js';
import { passThrough, type ApidianProxyService, type StatusQuery } from './apidian-proxy.service.js';

// A certificate or a test invoice with annexes and a logo, all base64, outgrows the default megabyte.
const uploadLimit = 5 * 1024 * 1024;
const statusQueries: StatusQuery[] = ['zip', 'document', 'events-document'];

async function answer(reply: FastifyReply, call: Promise<ApidianAnswer>) {
  const { status, body } = passThrough(await call);
  return reply.status(status).send(body);
}

/**
 * Spec 3 §7's APIDIAN calls under `/apidian/`, APIDIAN's own paths. The issuer's id comes in `x-apidian-issuer` (or a
 * token typed by hand in `x-apidian-token`; the session stays in the cookie or Authorization) and the issuer's token
 * goes to APIDIAN as its bearer token. A missing token or a
 * malformed body is refused with the screen's own text; everything else is APIDIAN's to judge.
 */
export function apidianProxyRoutes(app: App, proxy: ApidianProxyService, issuers: IssuersService): void {
  const admin = adminOnly(app);
  // A token typed in the tab is used as it is; otherwise the chosen issuer's own, looked up here.
  const tokenOf = async (request: FastifyRequest): Promise<string> => {
    const typed = request.headers[apidianTokenHeader] as string | undefined;
    return typed ? typed.trim() : issuers.tokenOf(Number(request.headers[apidianIssuerHeader]));
  };

  app.post('/apidian/config/:nit/:dv', { ...admin, schema: { params: issuerKeyParams, body: issuerFields } }, async (request, reply) =>
    answer(reply, proxy.create(request.params.nit, request.params.dv, request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/software',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.softwareFieldsRequired), body: softwareRequest } },
    async (request, reply) => answer(reply, proxy.software(await tokenOf(request), request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/softwareeqdocs',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), body: eqdocsSoftwareRequest } },
    async (request, reply) => answer(reply, proxy.eqdocsSoftware(await tokenOf(request), request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/certificate',
    {
      ...admin,
      bodyLimit: uploadLimit,
      schema: { headers: apidianTokenHeaders(texts.certificateFieldsRequired), body: certificateRequest },
    },
    async (request, reply) => answer(reply, proxy.certificate(await tokenOf(request), request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/resolution',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), body: resolutionRequest } },
    async (request, reply) => answer(reply, proxy.resolution(await tokenOf(request), request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/environment',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), body: environmentRequest } },
    async (request, reply) => answer(reply, proxy.environment(await tokenOf(request), request.body, auditActor(request))),
  );

  app.post(
    '/apidian/numbering-range',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), body: numberingRangeRequest } },
    async (request, reply) => answer(reply, proxy.numberingRange(await tokenOf(request), request.body.id)),
  );

  app.post(
    '/apidian/invoice/:testSetId',
    {
      ...admin,
      bodyLimit: uploadLimit,
      schema: { headers: apidianTokenHeaders(texts.testSendNeedsIssuer), params: testSetParams, body: testInvoiceRequest },
    },
    async (request, reply) => answer(reply, proxy.testInvoice(await tokenOf(request), request.params.testSetId, request.body)),
  );

  app.post(
    '/apidian/eqdoc/:testSetId',
    {
      ...admin,
      bodyLimit: uploadLimit,
      schema: { headers: apidianTokenHeaders(texts.testSendNeedsIssuer), params: testSetParams, body: testInvoiceRequest },
    },
    async (request, reply) => answer(reply, proxy.testEqdoc(await tokenOf(request), request.params.testSetId, request.body)),
  );

  for (const query of statusQueries) {
    app.post(
      `/apidian/status/${query}/:id`,
      { ...admin, schema: { headers: apidianTokenHeaders(texts.statusNeedsToken), params: statusKeyParams, body: statusOptionsRequest } },
      async (request, reply) => answer(reply, proxy.status(query, await tokenOf(request), request.params.id, request.body ?? {})),
    );
  }

  app.post(
    '/apidian/delete/company/:nit/:dv',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), params: issuerKeyParams } },
    async (request, reply) =>
      answer(reply, proxy.deleteCompany(await tokenOf(request), request.params.nit, request.params.dv, auditActor(request))),
  );
}
