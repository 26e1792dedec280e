// POST invoice (SendBillSync) and POST invoice/{testSetId} (SendTestSetAsync), reference §4.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { attachedDocumentXml, base64, invoiceXml, soapXml, zipOne } from './artifacts.js';
import { typeDocument } from './catalog.js';
import { certificateDaysLeft, daysLeft, noSoftware } from './companies.js';
import type { Controls } from './controls.js';
import { envelope, nil } from './dian-response.js';
import { input, requireCompany, sendInvalid } from './http.js';
import { checkInvoice, issueInvoice, qrString, verdict } from './invoices.js';
import { documentKinds, kindOfType, type DocumentKind } from './dian-rules.js';
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

  const send = async (request: FastifyRequest, reply: FastifyReply, kind: DocumentKind, testSetId: string | null) => {
    const company = request.company;
    const refusal = cannotSend(company);
    if (refusal) return refusal;
    if (testSetId !== null && company.type_environment_id === 1) return testSetClosed();
    const checked = checkInvoice(company, input(request), kind);
    if (!checked.ok) return sendInvalid(reply, checked.errors);
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
    if (testSetId === null) return syncAnswer(company, document, common);
    return testSetAnswer(document, common);
  };

  app.post('/invoice', (request, reply) => send(request, reply, 'invoice', null));
  app.post<{ Params: { testSetId: string } }>('/invoice/:testSetId', (request, reply) =>
    send(request, reply, 'invoice', request.params.testSetId),
  );
  app.post('/credit-note', (request, reply) => send(request, reply, 'credit-note', null));
  app.post<{ Params: { testSetId: string } }>('/credit-note/:testSetId', (request, reply) =>
    send(request, reply, 'credit-note', request.params.testSetId),
  );
  app.post('/debit-note', (request, reply) => send(request, reply, 'debit-note', null));
  app.post<{ Params: { testSetId: string } }>('/debit-note/:testSetId', (request, reply) =>
    send(request, reply, 'debit-note', request.params.testSetId),
  );
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

/** File names of APIDIAN: FES- for invoices, NCS- for credit notes, NDS- for debit notes. */
export const filePrefix = (document: IssuedDocument) => documentKinds[kindOfType(document.typeDocumentId)].file;

function commonFields(company: Company, document: IssuedDocument, invoice: Record<string, unknown>, resolution: Resolution) {
  const xml = invoiceXml(document);
  return {
    invoicexml: base64(xml),
    zipinvoicexml: base64(zipOne(`${document.xmlFileName}.xml`, xml)),
    unsignedinvoicexml: base64(xml),
    urlinvoicexml: `${filePrefix(document)}-${document.fullNumber}.xml`,
    urlinvoicepdf: `${filePrefix(document)}-${document.fullNumber}.pdf`,
    cufe: document.cufe,
    QRStr: qrString(company, document, invoice),
    certificate_days_left: certificateDaysLeft(company),
    resolution_days_left: resolution.date_to ? daysLeft(new Date(`${resolution.date_to}T23:59:59-05:00`)) : 0,
    reqfe: base64(
      soapXml(
        document.testSetId === null ? 'SendBillSync' : 'SendTestSetAsync',
        `<wcf:fileName>z${document.xmlFileName.slice(2)}.zip</wcf:fileName>`,
      ),
    ),
  };
}

type Common = ReturnType<typeof commonFields>;

/** SendBillSync answers with the verdict at once. */
function syncAnswer(company: Company, document: IssuedDocument, common: Common) {
  const result = verdict(document);
  const attachedName = `ad${document.xmlFileName.slice(2)}.xml`;
  const accepted = document.outcome === 'accepted';
  // [CO] says success:true even when DIAN rejects; only ResponseDian tells.
  return {
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
