// Status queries (reference §5): GetStatusZip by ZipKey, GetStatus and GetStatusEvent by CUFE.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { attachedDocumentXml, base64, soapXml } from './artifacts.js';
import { certificateDaysLeft, eqdocsEnvironment } from './companies.js';
import { dianResponse, envelope, statusTexts, unknownTrackId, type DianResponse } from './dian-response.js';
import { input, requireCompany } from './http.js';
import { verdict } from './invoices.js';
import { documentKinds, kindOfType } from './dian-rules.js';
import type { Company, IssuedDocument, Store } from './state.js';

const payrollAndEqdoc =
  'Debe especificar un solo documento a validar NOMINA o DOCUMENTO EQUIVALENTE, si no especifica ninguno, por defecto se validara FACTURA ELECTRONICA.';
const truthy = (value: unknown) => [true, 1, '1', 'true'].includes(value as never);

interface TrackParams {
  trackId: string;
  GuardarEn?: string;
}

export const statusRoutes: FastifyPluginAsync<{ store: Store; zipPollsBeforeResult: number }> = async (
  app,
  { store, zipPollsBeforeResult },
) => {
  app.addHook('preHandler', requireCompany(store));
  // StatusRequest: a query is for payroll, for equivalent documents, or (neither) for invoices; not both.
  app.addHook('preHandler', async (request, reply) => {
    const body = input(request);
    if (truthy(body.is_payroll) && truthy(body.is_eqdoc)) return reply.send({ success: false, message: payrollAndEqdoc });
  });

  /**
   * A test-set document is "being validated" for its first `zipPollsBeforeResult` status queries (zip or document);
   * a SendBillSync one was judged on arrival.
   */
  const stillValidating = (document: IssuedDocument): boolean => {
    if (document.zipKey === null || document.zipPolls >= zipPollsBeforeResult) return false;
    document.zipPolls++;
    return true;
  };
  /**
   * The company's document, as the service APIDIAN asks finds it: is_eqdoc sends the query to the URL of equivalent
   * documents, else to the invoices' one; while the two environments differ, each service knows only its documents.
   */
  const ownDocument = (request: FastifyRequest, found: IssuedDocument | undefined) => {
    const company = request.company;
    if (found?.companyId !== company.id) return undefined;
    const askedEqdocs = truthy(input(request).is_eqdoc);
    const isEqdoc = documentKinds[kindOfType(found.typeDocumentId)].equivalent;
    if (askedEqdocs !== isEqdoc && eqdocsEnvironment(company) !== company.type_environment_id) return undefined;
    return found;
  };
  const answerFiles = (operation: string, result: DianResponse, document: IssuedDocument | undefined, company: Company) => ({
    reqzip: base64(soapXml(operation, '<wcf:trackId/>')),
    rptazip: base64(
      soapXml(`${operation}Response`, `<b:StatusCode>${typeof result.StatusCode === 'string' ? result.StatusCode : ''}</b:StatusCode>`),
    ),
    attacheddocument: result.IsValid === 'true' && document ? base64(attachedDocumentXml(company, document)) : '',
  });

  app.post<{ Params: TrackParams }>('/status/zip/:trackId/:GuardarEn?', async (request) => {
    const document = ownDocument(request, store.documentByZipKey(request.params.trackId));
    let result: DianResponse;
    if (!document) result = unknownTrackId();
    else if (stillValidating(document))
      result = dianResponse({ isValid: false, statusCode: '', statusDescription: statusTexts.batchInProcess });
    else result = verdict(document);
    return {
      message: 'Consulta generada con éxito',
      ResponseDian: envelope('GetStatusZip', { DianResponse: result }),
      ...answerFiles('GetStatusZip', result, document, request.company),
      certificate_days_left: certificateDaysLeft(request.company),
    };
  });

  app.post<{ Params: TrackParams }>('/status/document/:trackId/:GuardarEn?', async (request) => {
    const document = ownDocument(request, store.documentByCufe(request.params.trackId));
    let result: DianResponse;
    if (!document) result = unknownTrackId();
    else if (stillValidating(document))
      result = dianResponse({ isValid: false, statusCode: '98', statusDescription: statusTexts.inProcess, documentKey: document.cufe });
    else result = verdict(document);
    return {
      message: 'Consulta generada con éxito',
      ResponseDian: envelope('GetStatus', result),
      ...answerFiles('GetStatus', result, document, request.company),
      cufecude: request.params.trackId,
      certificate_days_left: certificateDaysLeft(request.company),
    };
  });

  // RADIAN events: nobody sends acknowledgements to the simulator, so the list is always empty.
  app.post<{ Params: { trackId: string } }>('/status/events-document/:trackId', async (request) => {
    const document = ownDocument(request, store.documentByCufe(request.params.trackId));
    const result = document
      ? dianResponse({
          isValid: true,
          statusCode: '00',
          statusDescription: statusTexts.accepted,
          documentKey: document.cufe,
          fileName: document.xmlFileName,
        })
      : unknownTrackId();
    return {
      success: document !== undefined,
      message: 'Consulta de eventos generada con exito ',
      events: [],
      ResponseDian: envelope('GetStatusEvent', result),
      cufecude: request.params.trackId,
      certificate_days_left: certificateDaysLeft(request.company),
    };
  });
};
