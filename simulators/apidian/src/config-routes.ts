// Configuration routes (reference §3): company, software, certificate, resolution, environment, numbering range.
import type { FastifyPluginAsync } from 'fastify';
import {
  certificateDaysLeft,
  certificateRules,
  certificateView,
  companyView,
  environmentRules,
  noSoftware,
  resolutionRules,
  resolutionView,
  saveCertificate,
  saveCompany,
  saveEnvironment,
  saveResolution,
  saveSoftware,
  softwareRules,
  softwareView,
} from './companies.js';
import { envelope } from './dian-response.js';
import { input, requireCompany, sendInvalid } from './http.js';
import type { Store } from './state.js';
import { validate } from './validation.js';

export const configRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  // Registration routes: no token (the register switch of [CO] is on, its default).
  app.post<{ Params: { nit: string; dv?: string } }>('/config/:nit/:dv?', async (request, reply) => {
    const saved = saveCompany(store, { ...input(request), nit: request.params.nit, dv: request.params.dv });
    if (!saved.ok) return 'errors' in saved ? sendInvalid(reply, saved.errors) : { success: false, message: saved.message };
    const { company } = saved;
    return {
      success: true,
      message: 'Empresa creada/actualizada con éxito',
      password: company.password,
      token: company.token,
      company: companyView(company),
    };
  });

  // Deletes only when the email is the company user's; answers an empty 200 either way.
  app.post<{ Params: { nit: string; email: string } }>('/config/delete/:nit/:email', async (request, reply) => {
    const company = store.byNit(request.params.nit);
    if (company && company.email === request.params.email) store.deleteCompany(company);
    return reply.status(200).send('');
  });

  await app.register(async (authed) => {
    authed.addHook('preHandler', requireCompany(store));

    // One controller behind both routes: config/softwareeqdocs takes {ideqdocs, pineqdocs}, config/software {id, pin} (or both).
    for (const path of ['/config/software', '/config/softwareeqdocs']) {
      authed.put(path, async (request, reply) => {
        const body = input(request);
        const errors = validate(body, softwareRules);
        if (Object.keys(errors).length > 0) return sendInvalid(reply, errors);
        const software = saveSoftware(store, request.company, body);
        return { success: true, message: 'Software creado/actualizado con éxito', software: softwareView(software) };
      });
    }

    authed.put('/config/certificate', async (request, reply) => {
      const body = input(request);
      const errors = validate(body, certificateRules);
      if (Object.keys(errors).length > 0) return sendInvalid(reply, errors);
      const saved = saveCertificate(store, request.company, { certificate: String(body.certificate), password: String(body.password) });
      // APIDIAN's own 422 here carries single strings, not Laravel's lists.
      if (!saved.ok) return reply.status(422).send({ message: 'The given data was invalid.', errors: saved.errors });
      return { success: true, message: 'Certificado creado con éxito', certificado: certificateView(saved.certificate) };
    });

    authed.put('/config/resolution', async (request, reply) => {
      const body = input(request);
      const errors = validate(body, resolutionRules);
      if (Object.keys(errors).length > 0) return sendInvalid(reply, errors);
      const resolution = saveResolution(store, request.company, body);
      return { success: true, message: 'Resolución creada/actualizada con éxito', resolution: resolutionView(resolution) };
    });

    authed.put('/config/environment', async (request, reply) => {
      const body = input(request);
      const errors = validate(body, environmentRules);
      if (Object.keys(errors).length > 0) return sendInvalid(reply, errors);
      if (!request.company.software) return { success: false, message: noSoftware };
      saveEnvironment(request.company, body);
      return { success: true, message: 'Ambiente actualizado con éxito', company: companyView(request.company) };
    });

    // Deletes by NIT for any authenticated caller, as APIDIAN does.
    authed.post<{ Params: { nit: string; dv: string } }>('/delete/company/:nit/:dv', async (request, reply) => {
      const company = store.byNit(request.params.nit);
      if (!company) return reply.status(404).send({ message: 'No query results for model [App\\Company].' });
      store.deleteCompany(company);
      return { message: 'Empresa eliminada con exito.', success: true };
    });

    // GetNumberingRange: DIAN lists the resolutions authorised for the software asked about, with their technical keys:
    // the POS ones (type 15) for the software of equivalent documents, the invoice ones otherwise.
    authed.post('/numbering-range', async (request, reply) => {
      const body = input(request);
      const errors = validate(body, { IDSoftware: ['required', 'string'], GuardarEn: ['string'] });
      if (Object.keys(errors).length > 0) return sendInvalid(reply, errors);
      const eqdocSoftware = request.company.software?.identifier_eqdocs;
      const typeDocumentId = eqdocSoftware && body.IDSoftware === eqdocSoftware ? 15 : 1;
      const ranges = request.company.resolutions
        .filter((resolution) => resolution.type_document_id === typeDocumentId)
        .map((resolution) => ({
          ResolutionNumber: resolution.resolution ?? '',
          ResolutionDate: resolution.resolution_date ?? '',
          Prefix: resolution.prefix ?? '',
          FromNumber: String(resolution.from),
          ToNumber: String(resolution.to),
          ValidDateFrom: resolution.date_from ?? '',
          ValidDateTo: resolution.date_to ?? '',
          TechnicalKey: resolution.technical_key ?? '',
        }));
      const result = {
        OperationCode: '100',
        OperationDescription: 'Acción completada OK.',
        ResponseList: ranges.length === 0 ? {} : { NumberRangeResponse: ranges.length === 1 ? ranges[0] : ranges },
      };
      return {
        message: 'Consulta generada con éxito',
        ResponseDian: envelope('GetNumberingRange', result),
        certificate_days_left: certificateDaysLeft(request.company),
      };
    });
  });
};
