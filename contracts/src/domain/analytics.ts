/**
 * Consent's and analytics' constants the browser needs, kept free of zod so importing them does not bring the
 * schemas' library into the pages (the schemas are in `http/analytics.ts`).
 */

/** Spanish texts of the consent banner's and the analytics dashboard's calls (spec 1 §8, spec 2 §8). */
export const analyticsMessages = {
  consentFailed: 'No se pudo guardar consentimiento',
  loadFailed: 'Error cargando analytics',
  badRange: 'La fecha inicial debe ser anterior o igual a la final',
  rangeTooLong: 'El periodo no puede superar un año',
} as const;

/**
 * The banner text's version: stored with each choice as proof of what the visitor was shown. Change it whenever the
 * banner's wording (any language) changes.
 */
export const consentBannerVersion = '2026-11-v1';
export const consentStatuses = ['accepted', 'rejected'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];
