import type { IssuerListItem } from '@mb/contracts';

/** Spec 3 §2.1: the search matches NIT, business name, corporate e-mail and e-mail, ignoring case. */
export function matchesIssuer(issuer: IssuerListItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [issuer.nit, issuer.business_name, issuer.corporate_email, issuer.email].some((field) => field?.toLowerCase().includes(needle));
}
