// The files of an issued document: public `GET /api/invoice/{nit}/{filename}` and the authenticated
// `GET /api/ubl2.1/download/{nit}/{file}`.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { invoiceXml } from './artifacts.js';
import { documentPdf } from './document-pdf.js';
import { requireCompany } from './http.js';
import type { Store } from './state.js';

export const publicDownloadRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.get<{ Params: { nit: string; filename: string } }>('/api/invoice/:nit/:filename', (request, reply) =>
    sendFile(store, reply, request.params.nit, request.params.filename),
  );
};

export const downloadRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.addHook('preHandler', requireCompany(store));
  app.get<{ Params: { nit: string; file: string } }>('/download/:nit/:file', (request, reply) =>
    sendFile(store, reply, request.params.nit, request.params.file),
  );
};

/**
 * `<file>-<prefix><number>.pdf` or `.xml` of a document of that NIT (`FES-` invoice, `NCS-` credit note, `NDS-` debit
 * note, `POSS-` POS document, `NCQS-` adjustment note); 404 otherwise.
 */
async function sendFile(store: Store, reply: FastifyReply, nit: string, filename: string) {
  const match = /^([A-Z]+)-(.+)\.(pdf|xml)$/.exec(filename);
  const company = store.byNit(nit);
  // A number sent twice has two rows (the second one rejected by rule 90); the accepted one is the document.
  const sent =
    match && company
      ? store.documents.filter((row) => row.companyId === company.id && row.file === match[1] && row.fullNumber === match[2])
      : [];
  const document = sent.find((row) => row.outcome === 'accepted') ?? sent.at(-1);
  if (!match || !company || !document) return reply.status(404).send({ message: 'Archivo no encontrado.' });
  if (match[3] === 'xml') return reply.type('application/xml').send(invoiceXml(document));
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(documentPdf(company, document));
}
