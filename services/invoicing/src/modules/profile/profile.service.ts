import { invoicingMessages, type InvoicingProfile, type UpdateInvoicingProfileRequest } from '@mb/contracts';
import { badRequest, type Pool } from '@mb/service-kit';
import { profileReadiness, type Readiness } from '../../domain/readiness.js';
import { unknownCodeIds } from '../code-lists/code-lists.repository.js';
import { findProfile, upsertProfile } from './profile.repository.js';

const foreignKeyViolation = '23503';

/**
 * PUT /fe/profile: every id must be in its DIAN code list, each refusal naming which one; nothing is written
 * otherwise. No other service needs to learn of the change (billing asks /fe/check when it must), so no event.
 */
export async function saveProfile(pool: Pool, userId: string, input: UpdateInvoicingProfileRequest): Promise<InvoicingProfile> {
  const unknown = await unknownCodeIds(pool, input);
  if (unknown.type_document_identification_id) throw badRequest(invoicingMessages.documentTypeUnknown);
  if (unknown.type_regime_id) throw badRequest(invoicingMessages.regimeUnknown);
  if (unknown.municipality_id) throw badRequest(invoicingMessages.municipalityUnknown);
  try {
    return await upsertProfile(pool, userId, input);
  } catch (error) {
    // The lists only change with migrations, so the check above holds; the foreign keys stay the last word.
    if ((error as { code?: string }).code === foreignKeyViolation) throw badRequest(invoicingMessages.profileSaveFailed);
    throw error;
  }
}

/** GET /fe/check: whether the buyer's profile lets a purchase go ahead, and what is missing if not. */
export async function checkProfile(pool: Pool, userId: string): Promise<Readiness> {
  return profileReadiness(await findProfile(pool, userId));
}
