import {
  apidianTokenHeader,
  apidianTokenHeaders,
  certificateRequest,
  environmentRequest,
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
import { passThrough, type ApidianProxyService, type StatusQuery } from './apidian-proxy.service.js';

// A certificate or a test invoice with annexes and a logo, all base64, outgrows the default megabyte.
const uploadLimit = 5 * 1024 * 1024;
const statusQueries: StatusQuery[] = ['zip', 'document', 'events-document'];

const tokenOf = (request: FastifyRequest) => (request.headers[apidianTokenHeader] as string).trim();

async function answer(reply: FastifyReply, call: Promise<ApidianAnswer>) {
  const { status, body } = passThrough(await call);
  return reply.status(status).send(body);
}

/**
 * Spec 3 §7's APIDIAN calls under `/apidian/`, APIDIAN's own paths. The issuer's token comes in `x-apidian-token`
 * (the session stays in the cookie or Authorization) and goes to APIDIAN as its bearer token. A missing token or a
 * malformed body is refused with the screen's own text; everything else is APIDIAN's to judge.
 */
export function apidianProxyRoutes(app: App, proxy: ApidianProxyService): void {
  const admin = adminOnly(app);

  app.post(
    '/apidian/config/:nit/:dv',
    { ...admin, schema: { params: issuerKeyParams, body: issuerFields } },
    (request, reply) => answer(reply, proxy.create(request.params.nit, request.params.dv, request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/software',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.softwareFieldsRequired), body: softwareRequest } },
    (request, reply) => answer(reply, proxy.software(tokenOf(request), request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/certificate',
    { ...admin, bodyLimit: uploadLimit, schema: { headers: apidianTokenHeaders(texts.certificateFieldsRequired), body: certificateRequest } },
    (request, reply) => answer(reply, proxy.certificate(tokenOf(request), request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/resolution',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), body: resolutionRequest } },
    (request, reply) => answer(reply, proxy.resolution(tokenOf(request), request.body, auditActor(request))),
  );

  app.put(
    '/apidian/config/environment',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), body: environmentRequest } },
    (request, reply) => answer(reply, proxy.environment(tokenOf(request), request.body, auditActor(request))),
  );

  app.post(
    '/apidian/numbering-range',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), body: numberingRangeRequest } },
    (request, reply) => answer(reply, proxy.numberingRange(tokenOf(request), request.body.id)),
  );

  app.post(
    '/apidian/invoice/:testSetId',
    {
      ...admin,
      bodyLimit: uploadLimit,
      schema: { headers: apidianTokenHeaders(texts.testSendNeedsIssuer), params: testSetParams, body: testInvoiceRequest },
    },
    (request, reply) => answer(reply, proxy.testInvoice(tokenOf(request), request.params.testSetId, request.body)),
  );

  for (const query of statusQueries) {
    app.post(
      `/apidian/status/${query}/:id`,
      { ...admin, schema: { headers: apidianTokenHeaders(texts.statusNeedsToken), params: statusKeyParams, body: statusOptionsRequest } },
      (request, reply) => answer(reply, proxy.status(query, tokenOf(request), request.params.id, request.body ?? {})),
    );
  }

  app.post(
    '/apidian/delete/company/:nit/:dv',
    { ...admin, schema: { headers: apidianTokenHeaders(texts.environmentNeedsIssuer), params: issuerKeyParams } },
    (request, reply) => answer(reply, proxy.deleteCompany(tokenOf(request), request.params.nit, request.params.dv, auditActor(request))),
  );
}
