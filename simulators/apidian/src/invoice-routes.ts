// POST invoice (SendBillSync) and POST invoice/{testSetId} (SendTestSetAsync), reference §4; the notes the same way, and
// the equivalent documents (POST eqdoc, eqdoc/{testSetId}, §11) signed with their own software in their environment.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { attachedDocumentXml, base64, invoiceXml, soapXml, zipOne } from './artifacts.js';
import { typeDocument } from './catalog.js';
import { certificateDaysLeft, daysLeft, noSoftware } from './companies.js';
import type { Controls } from './controls.js';
import { envelope, nil } from './dian-response.js';
import { input, requireCompany, sendInvalid } from './http.js';
import { consumidorFinal } from './request-rules.js';
import { checkInvoice, issueInvoice, qrString, signerFor, verdict } from './invoices.js';
import { kindOfRequest, type DocumentKind } from './dian-rules.js';
import type { Company, IssuedDocument, Resolution, Store } from './state.js';

export const invoiceRoutes: FastifyPluginAsync<{ store: Store; controls: Controls }> = async (app, { store, controls }) => {
  // failNext: the connection closes before authentication or validation, and nothing is recorded.
  app.addHook('onRequest', async (request, reply) => {
    if (!controls.takeFailure()) return;
    request.log.warn('failNext: conexión cortada sin respuesta');
    reply.hijack();
    request.raw.socket.destroy();
  });
  app.addHook('preHandler', requireCompany(store));

  const send = async (request: FastifyRequest, reply: FastifyReply, route: DocumentKind, testSetId: string | null) => {
    const company = request.company;
    // verificarEstadoDIAN comes first in every controller that sends.
    if (controls.takeDianDown()) return { success: false, message: dianUnavailable };
    const refusal = cannotSend(company);
    if (refusal) return refusal;
    const body = input(request);
    const kind = kindOfRequest(route, body);
    if (testSetId !== null && signerFor(company, kind, body).environment === 1) return testSetClosed();
    const checked = checkInvoice(company, body, kind);
    if (!checked.ok) return sendInvalid(reply, checked.errors);
    if (kind === 'eqdoc' && posEmailMisused(body)) return { success: false, message: posEmailOnlyForConsumidorFinal };
    const document = issueInvoice(
      store,
      company,
      checked.invoice,
      checked.resolution,
      { testSetId, forceRejection: controls.takeRejection() },
      kind,
    );
    request.log.info(
      { cufe: document.cufe, number: document.fullNumber, outcome: document.outcome, testSetId, kind },
      'documento recibido',
    );
    const common = commonFields(company, document, checked.invoice, checked.resolution);
    if (testSetId === null) return syncAnswer(company, document, common, kind);
    return testSetAnswer(document, common);
  };

  const routes: Record<string, DocumentKind> = {
    invoice: 'invoice',
    'credit-note': 'credit-note',
    'debit-note': 'debit-note',
    eqdoc: 'eqdoc',
  };
  for (const [path, route] of Object.entries(routes)) {
    app.post(`/${path}`, (request, reply) => send(request, reply, route, null));
    app.post<{ Params: { testSetId: string } }>(`/${path}/:testSetId`, (request, reply) =>
      send(request, reply, route, request.params.testSetId),
    );
  }
};

/** The checks APIDIAN makes before building the XML: a certificate that has not expired, and a software. */
function cannotSend(company: Company) {
  const certificate = company.certificate;
  if (!certificate) return { success: false, message: 'No se ha configurado el certificado digital para esta empresa.' };
  if (certificate.expiresAt.getTime() <= Date.now()) {
    return {
      success: false,
      message: 'El certificado digital ya se encuentra vencido...',
      expiration_date: certificate.expiration_date,
      certificate_days_left: 0,
    };
  }
  if (!company.software) return { success: false, message: noSoftware };
  return undefined;
}

const dianUnavailable = 'El servicio de la DIAN no está disponible en este momento. Por favor, inténtelo más tarde.';

const posEmailOnlyForConsumidorFinal =
  'El campo email_pos_customer solo es valido cuando se envia para el nit 222222222222 - CONSUMIDOR FINAL.';

/** EqDocController: email_pos_customer (where to e-mail the consumidor final's document) is for that buyer only. */
function posEmailMisused(body: Record<string, unknown>): boolean {
  const customer = body.customer as Record<string, unknown>;
  return (
    body.email_pos_customer !== undefined && body.email_pos_customer !== null && String(customer.identification_number) !== consumidorFinal
  );
}

/** An issuer in production has no test set any more: DIAN refuses the upload and nothing is recorded. */
function testSetClosed() {
  const result = {
    ErrorMessageList: {
      XmlParamsResponseTrackId: {
        Success: 'false',
        ProcessedMessage: 'El set de pruebas no está disponible: el facturador ya está habilitado en producción.',
        XmlFileName: nil,
        SenderCode: nil,
        DocumentKey: nil,
      },
    },
    ZipKey: nil,
  };
  return { message: 'El set de pruebas no está disponible en producción.', ResponseDian: envelope('SendTestSetAsync', result) };
}

function commonFields(company: Company, document: IssuedDocument, invoice: Record<string, unknown>, resolution: Resolution) {
  const xml = invoiceXml(document);
  return {
    invoicexml: base64(xml),
    zipinvoicexml: base64(zipOne(`${document.xmlFileName}.xml`, xml)),
    unsignedinvoicexml: base64(xml),
    urlinvoicexml: `${document.file}-${document.fullNumber}.xml`,
    urlinvoicepdf: `${document.file}-${document.fullNumber}.pdf`,
    cufe: document.cufe,
    QRStr: qrString(company, document, invoice),
    certificate_days_left: certificateDaysLeft(company),
    resolution_days_left: resolution.date_to ? daysLeft(new Date(`${resolution.date_to}T23:59:59-05:00`)) : 0,
    reqfe: base64(
      soapXml(document.testSetId === null ? 'SendBillSync' : 'SendTestSetAsync', `<wcf:fileName>z${serial(document)}.zip</wcf:fileName>`),
    ),
  };
}

type Common = ReturnType<typeof commonFields>;

/** XmlFileName without its type prefix (fv, nc, pos…): the zip and the AttachedDocument take the same digits. */
const serial = (document: IssuedDocument) => document.xmlFileName.replace(/^[a-z]+/, '');

/**
 * SendBillSync answers with the verdict at once. [CO] says success:true even when DIAN rejects; only ResponseDian
 * tells. EqDocController answers without `success` and `whatsapp_response`, naming the document type either way.
 */
function syncAnswer(company: Company, document: IssuedDocument, common: Common, kind: DocumentKind) {
  const result = verdict(document);
  const attachedName = `ad${serial(document)}.xml`;
  const accepted = document.outcome === 'accepted';
  const answer = {
    success: true,
    message: accepted
      ? `${typeDocument(7).name} #${document.fullNumber} generada con éxito`
      : `Problema con el documento : ${typeDocument(7).name} #${document.fullNumber}`,
    send_email_success: false,
    send_email_date_time: false,
    urlinvoicexml: common.urlinvoicexml,
    urlinvoicepdf: common.urlinvoicepdf,
    urlinvoiceattached: attachedName,
    cufe: common.cufe,
    QRStr: common.QRStr,
    certificate_days_left: common.certificate_days_left,
    resolution_days_left: common.resolution_days_left,
    ResponseDian: envelope('SendBillSync', result),
    whatsapp_response: null,
    invoicexml: common.invoicexml,
    zipinvoicexml: common.zipinvoicexml,
    unsignedinvoicexml: common.unsignedinvoicexml,
    reqfe: common.reqfe,
    rptafe: base64(soapXml('SendBillSyncResponse', `<b:IsValid>${accepted}</b:IsValid>`)),
    attacheddocument: accepted ? base64(attachedDocumentXml(company, document)) : '',
  };
  if (kind !== 'eqdoc') return answer;
  const { success: _success, whatsapp_response: _whatsapp, ...eqdocAnswer } = answer;
  return { ...eqdocAnswer, message: `${typeDocument(document.typeDocumentId).name} #${document.fullNumber} generada con éxito` };
}

/** SendTestSetAsync only acknowledges the upload with a ZipKey; the verdict comes from status/zip. */
function testSetAnswer(document: IssuedDocument, common: Common) {
  const result = { ErrorMessageList: nil, ZipKey: document.zipKey! };
  return {
    message: `${typeDocument(document.typeDocumentId).name} #${document.fullNumber} generada con éxito`,
    ResponseDian: envelope('SendTestSetAsync', result),
    invoicexml: common.invoicexml,
    zipinvoicexml: common.zipinvoicexml,
    unsignedinvoicexml: common.unsignedinvoicexml,
    reqfe: common.reqfe,
    rptafe: base64(soapXml('SendTestSetAsyncResponse', `<b:ZipKey>${document.zipKey}</b:ZipKey>`)),
    urlinvoicexml: common.urlinvoicexml,
    urlinvoicepdf: common.urlinvoicepdf,
    urlinvoiceattached: `Attachment-${document.fullNumber}.xml`,
    cufe: common.cufe,
    QRStr: common.QRStr,
    certificate_days_left: common.certificate_days_left,
    resolution_days_left: common.resolution_days_left,
  };
}
