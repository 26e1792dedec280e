/** APIDIAN's first company is the platform's own, the one its administrator was set up with (spec 3 §2.1). */
const platformCompanyId = 1;

/**
 * The administrator's own company (business name 'admin' or id 1) is not an issuer the screens manage: the list
 * hides it, and it cannot be read, edited or deleted through them.
 */
export function isPlatformCompany(issuer: { id: number; business_name: string }): boolean {
  return issuer.id === platformCompanyId || issuer.business_name.trim().toLowerCase() === 'admin';
}
