// Status queries (reference §5): GetStatusZip by ZipKey, GetStatus and GetStatusEvent by CUFE.
import type { FastifyPluginAsync } from 'fastify';
import { attachedDocumentXml, base64, soapXml } from './artifacts.js';
import { certificateDaysLeft } from './companies.js';
import { dianResponse, envelope, statusTexts, unknownTrackId, type DianResponse } from './dian-response.js';
import { requireCompany } from './http.js';
import { verdict } from './invoices.js';
import type { Company, IssuedDocument, Store } from './state.js';

interface TrackParams {
  trackId: string;
  GuardarEn?: string;
}

export const statusRoutes: FastifyPluginAsync<{ store: Store; zipPollsBeforeResult: number }> = async (
  app,
  { store, zipPollsBeforeResult },
) => {
  app.addHook('preHandler', requireCompany(store));

  /**
   * A test-set document is "being validated" for its first `zipPollsBeforeResult` status queries (zip or document);
   * a SendBillSync one was judged on arrival.
   */
  const stillValidating = (document: IssuedDocument): boolean => {
    if (document.zipKey === null || document.zipPolls >= zipPollsBeforeResult) return false;
    document.zipPolls++;
    return true;
  };
  const ownDocument = (companyId: number, found: IssuedDocument | undefined) => (found?.companyId === companyId ? found : undefined);
  const answerFiles = (operation: string, result: DianResponse, document: IssuedDocument | undefined, company: Company) => ({
    reqzip: base64(soapXml(operation, '<wcf:trackId/>')),
    rptazip: base64(
      soapXml(`${operation}Response`, `<b:StatusCode>${typeof result.StatusCode === 'string' ? result.StatusCode : ''}</b:StatusCode>`),
    ),
    attacheddocument: result.IsValid === 'true' && document ? base64(attachedDocumentXml(company, document)) : '',
  });

  app.post<{ Params: TrackParams }>('/status/zip/:trackId/:GuardarEn?', async (request) => {
    const document = ownDocument(request.company.id, store.documentByZipKey(request.params.trackId));
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
    const document = ownDocument(request.company.id, store.documentByCufe(request.params.trackId));
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
    const document = ownDocument(request.company.id, store.documentByCufe(request.params.trackId));
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
