import { apiRequest } from '@mb/ui';
import type { InvoicingCheck, InvoicingCodes, InvoicingProfile, UpdateInvoicingProfileRequest } from '@mb/contracts';
import { productPath as path } from '../product-path.js';

export const codesQueryKey = ['invoicing', 'codes'] as const;
export const profileQueryKey = ['invoicing', 'profile'] as const;

export async function fetchCodes(fallback: string): Promise<InvoicingCodes> {
  return (await apiRequest<{ data: InvoicingCodes }>(path('/codes'), { fallback })).data;
}

export async function fetchProfile(fallback: string): Promise<InvoicingProfile | null> {
  return (await apiRequest<{ profile: InvoicingProfile | null }>(path('/fe/profile'), { fallback })).profile;
}

export async function saveProfile(body: UpdateInvoicingProfileRequest, fallback: string): Promise<InvoicingProfile> {
  return (await apiRequest<{ profile: InvoicingProfile }>(path('/fe/profile'), { method: 'PUT', body, fallback })).profile;
}

/** Spec 3 §4: the readiness check after a save swallows its own failure; a failed check is "not ready". */
export async function recheckReadiness(): Promise<InvoicingCheck | undefined> {
  try {
    return await apiRequest<InvoicingCheck>(path('/fe/check'));
  } catch {
    return undefined;
  }
}
