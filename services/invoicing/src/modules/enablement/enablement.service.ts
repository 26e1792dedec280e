import type { Enablement, EnablementTrack } from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import { ApidianUnavailable, type ApidianAnswer, type ApidianClient } from '../../apidian/apidian-client.js';
import { enablementSteps, type EnablementFacts } from '../../domain/enablement-steps.js';
import { readTestSetUpload, readTestSetVerdict, type TestSetUpload } from '../../domain/test-set.js';
import { tokenDigest } from '../../domain/token-crypto.js';
import { findIssuerRowByToken } from '../issuers/issuers.repository.js';
import type { IssuersService } from '../issuers/issuers.service.js';
import { listTestSetDocuments, recordTestSetDocument, settleTestSetDocument, type TestSetDocumentRow } from './test-set.repository.js';

/** The options of the zip status query (spec 3 §4: `is_eqdoc: true` selects the zip status). */
const zipStatusOptions = { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: true };

const documentNumber = (invoice: Record<string, unknown>): string | null =>
  invoice.number === undefined ? null : `${typeof invoice.prefix === 'string' ? invoice.prefix : ''}${String(invoice.number)}`;

/**
 * The guided enablement of an issuer (issue 34 item 7): its steps, and its DIAN test set counted as DIAN's portal
 * counts it. APIDIAN lists no test set, so each upload through the proxy is recorded here, and its verdict is asked of
 * DIAN (status/zip) while it is pending.
 */
export function enablementService({ pool, apidian, issuers }: { pool: Pool; apidian: ApidianClient; issuers: IssuersService }) {
  /** DIAN's verdict on a pending upload; while APIDIAN cannot be reached it stays pending. */
  async function settle(document: TestSetDocumentRow, token: string): Promise<void> {
    if (document.status !== 'pending' || !document.zip_key) return;
    let answer: ApidianAnswer;
    try {
      answer = await apidian.call('POST', `status/zip/${document.zip_key}`, { token, body: zipStatusOptions });
    } catch (error) {
      if (error instanceof ApidianUnavailable) return;
      throw error;
    }
    const verdict = readTestSetVerdict(answer.body);
    if (verdict.status !== 'pending') {
      await settleTestSetDocument(pool, document.id, verdict.status, verdict.status === 'rejected' ? verdict.message : null);
    }
  }

  /** One track's steps and test set: the invoices', or the equivalent documents' (own software, resolution, environment). */
  async function track(
    issuerId: number,
    token: string,
    isEqdoc: boolean,
    facts: Omit<EnablementFacts, 'acceptedTestDocuments'>,
  ): Promise<EnablementTrack> {
    for (const document of await listTestSetDocuments(pool, issuerId, isEqdoc)) await settle(document, token);
    const documents = await listTestSetDocuments(pool, issuerId, isEqdoc);
    const count = (status: TestSetDocumentRow['status']) => documents.filter((document) => document.status === status).length;
    return {
      type_environment_id: facts.environment,
      steps: enablementSteps({ ...facts, acceptedTestDocuments: count('accepted') }),
      test_set: {
        accepted: count('accepted'),
        rejected: count('rejected'),
        pending: count('pending'),
        documents: documents.map((document) => ({
          number: document.number,
          status: document.status,
          message: document.message,
          sent_at: document.sent_at.toISOString(),
        })),
      },
    };
  }

  return {
    /**
     * After `POST invoice/{testSetId}` (or `eqdoc/{testSetId}`) with an issuer's token: the upload, or DIAN's refusal of it, is recorded (when
     * the token is an issuer's here) and told back; undefined when the answer is no test-set answer at all.
     */
    async recordUpload(
      token: string,
      testSetId: string,
      invoice: Record<string, unknown>,
      answer: ApidianAnswer,
      isEqdoc = false,
    ): Promise<TestSetUpload | undefined> {
      const upload = readTestSetUpload(answer.body);
      const issuer = upload && (await findIssuerRowByToken(pool, tokenDigest(token)));
      if (!upload || !issuer) return upload;
      await recordTestSetDocument(pool, {
        issuerId: issuer.id,
        testSetId,
        number: documentNumber(invoice),
        zipKey: 'zipKey' in upload ? upload.zipKey : null,
        status: 'zipKey' in upload ? 'pending' : 'rejected',
        message: 'refusal' in upload ? upload.refusal : null,
        isEqdoc,
      });
      return upload;
    },

    /** GET /facturacion/facturadores/{id}/habilitacion: the pending uploads are asked about first. */
    async state(issuerId: number): Promise<Enablement> {
      const issuer = await issuers.row(issuerId);
      const token = await issuers.tokenOf(issuerId);
      const signatureConfigured = issuer.signature_configured;
      return {
        issuer_id: issuerId,
        ...(await track(issuerId, token, false, {
          configured: issuer.configured,
          signatureConfigured,
          resolutionsCount: issuer.resolutions_count,
          environment: issuer.type_environment_id,
        })),
        eqdocs: await track(issuerId, token, true, {
          configured: issuer.eqdocs_software_id !== null,
          signatureConfigured,
          resolutionsCount: issuer.pos_resolutions_count,
          environment: issuer.eqdocs_type_environment_id,
        }),
      };
    },
  };
}
export type EnablementService = ReturnType<typeof enablementService>;
