import { apiRequest } from '@mb/ui';
import type { InvoicingCheck, InvoicingCodes, InvoicingProfile, UpdateInvoicingProfileRequest } from '@mb/contracts';
import { productPath as path } from '../product-path.js';

export const codesQueryKey = ['invoicing', 'codes'] as const;
export const profileQueryKey = (memberId?: string) => ['invoicing', 'profile', memberId ?? 'own'] as const;

/** The signed-in person's own profile, or the member's an administrator completes (spec 2 §2.6). */
const profilePath = (memberId?: string) => (memberId ? `/auth/users/${encodeURIComponent(memberId)}/fe/profile` : path('/fe/profile'));

export async function fetchCodes(fallback: string): Promise<InvoicingCodes> {
  return (await apiRequest<{ data: InvoicingCodes }>(path('/codes'), { fallback })).data;
}

export async function fetchProfile(fallback: string, memberId?: string): Promise<InvoicingProfile | null> {
  return (await apiRequest<{ profile: InvoicingProfile | null }>(profilePath(memberId), { fallback })).profile;
}

export async function saveProfile(body: UpdateInvoicingProfileRequest, fallback: string, memberId?: string): Promise<InvoicingProfile> {
  return (await apiRequest<{ profile: InvoicingProfile }>(profilePath(memberId), { method: 'PUT', body, fallback })).profile;
}

/** Spec 3 §4: the readiness check after a save swallows its own failure; a failed check is "not ready". */
export async function recheckReadiness(): Promise<InvoicingCheck | undefined> {
  try {
    return await apiRequest<InvoicingCheck>(path('/fe/check'));
  } catch {
    return undefined;
  }
}
