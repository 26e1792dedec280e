import { invoicingMessages, type AuditActor, type InvoicingProfile, type UpdateInvoicingProfileRequest } from '@mb/contracts';
import { badRequest, recordAudit, withTransaction, type Pool, type Queryable } from '@mb/service-kit';
import { buyerDocumentProblem, normalizeDocument } from '../../domain/buyer-document.js';
import { residenceProblem, storedResidence } from '../../domain/buyer-residence.js';
import { profileReadiness, type Readiness } from '../../domain/readiness.js';
import { unknownCodeIds } from '../code-lists/code-lists.repository.js';
import { documentTypeCode, findProfile, upsertProfile } from './profile.repository.js';

const foreignKeyViolation = '23503';

/**
 * PUT /fe/profile: every id must be in its DIAN code list, each refusal naming which one, and the document number
 * must be one DIAN takes for its type (a NIT's check digit, a cédula's form, or the consumidor final's 222222222222);
 * a buyer abroad writes a city, not a Colombian municipality. Nothing is written otherwise. No other
 * service needs to learn of the change (billing asks /fe/check when it must), so no event.
 */
export async function saveProfile(pool: Pool, userId: string, input: UpdateInvoicingProfileRequest): Promise<InvoicingProfile> {
  return writeProfile(pool, userId, input);
}

/**
 * PUT /fe/profile/{userId}: an administrator completes a member's profile so 'Tomar pago' can record their payment
 * (spec 2 §2.6). The same checks; the change and what it replaced go to the audit log in the same transaction.
 */
export async function saveProfileAsAdmin(
  pool: Pool,
  userId: string,
  input: UpdateInvoicingProfileRequest,
  admin: AuditActor,
): Promise<InvoicingProfile> {
  return withTransaction(pool, async (tx) => {
    const before = await findProfile(tx, userId);
    const profile = await writeProfile(tx, userId, input);
    const { updated_at: _before, ...previous } = before ?? { updated_at: null };
    const { updated_at: _after, ...saved } = profile;
    await recordAudit(tx, 'invoicing', {
      actor: admin,
      action: 'invoicing_profile.saved',
      entity: { type: 'invoicing_profile', id: userId },
      before: before ? previous : null,
      after: saved,
    });
    return profile;
  });
}

async function writeProfile(db: Queryable, userId: string, input: UpdateInvoicingProfileRequest): Promise<InvoicingProfile> {
  const unknown = await unknownCodeIds(db, input);
  if (unknown.type_document_identification_id) throw badRequest(invoicingMessages.documentTypeUnknown);
  if (unknown.type_regime_id) throw badRequest(invoicingMessages.regimeUnknown);
  if (unknown.municipality_id) throw badRequest(invoicingMessages.municipalityUnknown);
  if (unknown.country_id) throw badRequest(invoicingMessages.countryUnknown);
  const residence = residenceProblem(input);
  if (residence) throw badRequest(residence);
  const number = input.identification_number === null ? null : normalizeDocument(input.identification_number);
  if (number !== null) {
    const problem = buyerDocumentProblem(await documentTypeCode(db, input.type_document_identification_id), number);
    if (problem) throw badRequest(problem);
  }
  try {
    return await upsertProfile(db, userId, storedResidence({ ...input, identification_number: number }));
  } catch (error) {
    // The lists only change with migrations, so the check above holds; the foreign keys stay the last word.
    if ((error as { code?: string }).code === foreignKeyViolation) throw badRequest(invoicingMessages.profileSaveFailed);
    throw error;
  }
}

/** GET /fe/check: whether the buyer's profile lets a purchase go ahead, and what is missing if not. */
export async function checkProfile(pool: Pool, userId: string): Promise<Readiness> {
  const profile = await findProfile(pool, userId);
  return profileReadiness(profile, await documentTypeCode(pool, profile?.type_document_identification_id ?? null));
}
