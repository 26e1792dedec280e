import { invoicingAdminMessages, type AuditActor, type UpdateIssuerRequest } from '@mb/contracts';
import { AppError, badRequest, notFound, withTransaction, type Pool, type Tx } from '@mb/service-kit';
import type { ApidianAnswer, ApidianClient } from '../../apidian/apidian-client.js';
import {
  apidianAccepted,
  certificateState,
  environmentState,
  savedResolution,
  withoutSecrets,
  type IssuerState,
} from '../../domain/apidian-answers.js';
import { plainCertificateRefusal } from '../../domain/certificate-refusal.js';
import { isPlatformCompany } from '../../domain/issuer-visibility.js';
import { resolutionTerms } from '../../domain/resolution-terms.js';
import { encryptToken, tokenDigest } from '../../domain/token-crypto.js';
import {
  applyIssuerState,
  deleteIssuer,
  findIssuerRowByNit,
  findIssuerRowByToken,
  saveEqdocsSoftware,
  saveResolution,
} from '../issuers/issuers.repository.js';
import type { EnablementService } from '../enablement/enablement.service.js';
import { askApidian, auditIssuer, tokenHint, type IssuersService } from '../issuers/issuers.service.js';

type Json = Record<string, unknown>;
type Method = 'POST' | 'PUT';
/**
 * What an accepted configuration call changes in the issuer whose token it carried, recorded in the audit log as
 * `action` with what was set or removed (never a password or a certificate).
 */
interface IssuerUpdate {
  action: string;
  before?: object;
  after?: object;
  apply?: (tx: Tx, issuerId: number, answer: Json) => Promise<void>;
}

export type StatusQuery = 'zip' | 'document' | 'events-document';

/**
 * The APIDIAN calls of the issuer screens (spec 3 §7), made with the issuer's token. APIDIAN's answer goes back as it
 * came; when APIDIAN took a configuration call, the issuer the token belongs to (found by its sha256) is brought up to
 * date, so the list shows each setup step. A token that belongs to no issuer here is still passed on: the call is
 * APIDIAN's to judge, there is just nothing to update.
 */
export function apidianProxyService({
  pool,
  apidian,
  issuers,
  enablement,
  platformNit,
  tokenKey,
}: {
  pool: Pool;
  apidian: ApidianClient;
  issuers: IssuersService;
  enablement: EnablementService;
  platformNit: string;
  /** ISSUER_TOKEN_KEY as bytes: the eqdoc software's PIN is kept under it. */
  tokenKey: Buffer;
}) {
  async function forward(
    method: Method,
    path: string,
    token: string,
    body: unknown,
    change?: IssuerUpdate & { actor: AuditActor },
  ): Promise<ApidianAnswer> {
    const answer = await askApidian(() => apidian.call(method, path, { token, body }));
    if (change && apidianAccepted(answer)) {
      const issuer = await findIssuerRowByToken(pool, tokenDigest(token));
      if (issuer) {
        await withTransaction(pool, async (tx) => {
          await change.apply?.(tx, issuer.id, answer.body);
          await auditIssuer(tx, change.actor, change.action, issuer.id, change.before ?? null, change.after ?? null);
        });
      }
    }
    return answer;
  }
  async function testSetUpload(kind: 'invoice' | 'eqdoc', token: string, testSetId: string, body: Json): Promise<ApidianAnswer> {
    const answer = await forward('POST', `${kind}/${testSetId}`, token, body);
    const upload = await enablement.recordUpload(token, testSetId, body, answer, kind === 'eqdoc');
    if (!upload || !('refusal' in upload)) return answer;
    return { status: 422, body: { ...(answer.body as Json), success: false, message: upload.refusal } };
  }
  const setState =
    (state: (answer: Json) => IssuerState): IssuerUpdate['apply'] =>
    (tx, issuerId, answer) =>
      applyIssuerState(tx, issuerId, state(answer));

  return {
    /**
     * `POST config/{nit}/{dv}` needs no token; the answer's token is kept encrypted with the new issuer and only its
     * hint goes back. APIDIAN would
     * overwrite a company with that NIT and answer its token, so an issuer we know (above all the platform's own,
     * which invoices every payment) is refused before APIDIAN is asked.
     */
    async create(nit: string, dv: string, fields: Omit<UpdateIssuerRequest, 'nit' | 'dv'>, actor: AuditActor): Promise<ApidianAnswer> {
      const known = await findIssuerRowByNit(pool, nit);
      if (nit === platformNit || (known && isPlatformCompany(known)))
        throw new AppError(409, invoicingAdminMessages.platformIssuerProtected.replace('{nit}', nit));
      if (known) throw new AppError(409, invoicingAdminMessages.issuerNitExists.replace('{nit}', nit));
      const answer = await askApidian(() => apidian.call('POST', `config/${nit}/${dv}`, { body: fields }));
      if (!apidianAccepted(answer)) return answer;
      await issuers.saveCreated(nit, dv, fields, answer.body, actor);
      // The token stays here: the screens call APIDIAN with the issuer's id.
      return {
        ...answer,
        body: { ...answer.body, token: typeof answer.body.token === 'string' ? tokenHint(answer.body.token) : answer.body.token },
      };
    },

    software: (token: string, body: Json, actor: AuditActor) =>
      forward('PUT', 'config/software', token, body, {
        actor,
        action: 'issuer.software_configured',
        after: { software_id: body.id },
        apply: setState(() => ({ configured: true })),
      }),

    /** The equivalent documents' software; its PIN is kept, encrypted, because the CUDE of a POS document is computed here. */
    eqdocsSoftware: (token: string, body: { ideqdocs: string; pineqdocs: string | number }, actor: AuditActor) =>
      forward('PUT', 'config/softwareeqdocs', token, body, {
        actor,
        action: 'issuer.eqdocs_software_configured',
        after: { eqdocs_software_id: body.ideqdocs },
        apply: (tx, issuerId) => saveEqdocsSoftware(tx, issuerId, body.ideqdocs, encryptToken(tokenKey, String(body.pineqdocs))),
      }),

    /** The password goes to APIDIAN and nowhere else; a file it cannot open is explained in plain words. */
    certificate: async (token: string, body: { certificate: string; password: string }, actor: AuditActor) =>
      plainCertificateRefusal(
        await forward('PUT', 'config/certificate', token, body, {
          actor,
          action: 'issuer.certificate_uploaded',
          apply: setState(certificateState),
        }),
      ),

    resolution: (token: string, body: Json, actor: AuditActor) =>
      forward('PUT', 'config/resolution', token, body, {
        actor,
        action: 'issuer.resolution_saved',
        after: body,
        apply: async (tx, issuerId, answer) => {
          const saved = savedResolution(body, answer);
          const terms = resolutionTerms(body, answer);
          if (saved) await saveResolution(tx, issuerId, saved.key, { replaceType: saved.replaceType, terms });
        },
      }),

    environment: (token: string, body: Json, actor: AuditActor) =>
      forward('PUT', 'config/environment', token, body, {
        actor,
        action: 'issuer.environment_changed',
        after: body,
        apply: setState(() => environmentState(body)),
      }),

    /** The screen sends the software id as `id`; APIDIAN reads `IDSoftware` (reference §3.6). */
    numberingRange: (token: string, softwareId: string) => forward('POST', 'numbering-range', token, { IDSoftware: softwareId }),

    /**
     * Each upload, or DIAN's refusal of it, counts in the issuer's test set (the enablement screen). A refused upload
     * (no ZipKey: the issuer is in production, say) is a failure with DIAN's reason as its message, not a silent 200.
     */
    testInvoice: (token: string, testSetId: string, body: Json) => testSetUpload('invoice', token, testSetId, body),

    /** The same for the equivalent documents' own test set (a restaurant's POS document, `eqdoc/{testSetId}`). */
    testEqdoc: (token: string, testSetId: string, body: Json) => testSetUpload('eqdoc', token, testSetId, body),

    status: (query: StatusQuery, token: string, key: string, options: Json) => forward('POST', `status/${query}/${key}`, token, options),

    /**
     * APIDIAN deletes by NIT for any token it knows (reference §3.6), so the token must be the one of the issuer with
     * that NIT and DV, and the platform's own company is out of reach.
     */
    async deleteCompany(token: string, nit: string, dv: string, actor: AuditActor): Promise<ApidianAnswer> {
      const issuer = await findIssuerRowByToken(pool, tokenDigest(token));
      if (!issuer || issuer.nit !== nit || issuer.dv !== dv) throw badRequest(invoicingAdminMessages.unknownIssuerToken);
      if (isPlatformCompany(issuer)) throw notFound(invoicingAdminMessages.issuerNotFound);
      return forward('POST', `delete/company/${nit}/${dv}`, token, undefined, {
        actor,
        action: 'issuer.deleted',
        before: { nit, dv },
        apply: (tx, issuerId) => deleteIssuer(tx, issuerId),
      });
    },
  };
}
export type ApidianProxyService = ReturnType<typeof apidianProxyService>;

/** APIDIAN's answer as it came, less its secrets; one that is not JSON cannot be shown, so it counts as APIDIAN failing. */
export function passThrough(answer: ApidianAnswer): { status: number; body: unknown } {
  if (answer.body === undefined) throw new AppError(502, invoicingAdminMessages.apidianUnavailable);
  return { status: answer.status, body: withoutSecrets(answer.body) };
}
