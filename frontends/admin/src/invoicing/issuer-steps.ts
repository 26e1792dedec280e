import type { IssuerListItem } from '@mb/contracts';

/** The platform's own company is never an issuer to administer (spec 3 §2.1, §4). */
export const isAdminCompany = (issuer: IssuerListItem): boolean => issuer.id === 1 || issuer.business_name.trim().toLowerCase() === 'admin';

/** What an issuer needs before it can send documents, be queried or change environment. */
const readyToSend = (issuer: IssuerListItem) =>
  issuer.configured === 1 && issuer.signature_configured === 1 && issuer.resolutions_count > 0;

/** Spec 3 §4 "Setup progression": each tab offers only the issuers whose previous step is done. */
const stepAllows = {
  software: (issuer: IssuerListItem) => issuer.configured !== 1,
  signature: (issuer: IssuerListItem) => issuer.configured === 1,
  resolution: (issuer: IssuerListItem) => issuer.signature_configured === 1,
  /** The test set, the status queries and the environment tab. */
  sending: readyToSend,
} as const;

export type SetupStep = keyof typeof stepAllows;

export function issuersFor(step: SetupStep, issuers: IssuerListItem[]): IssuerListItem[] {
  return issuers.filter((issuer) => !isAdminCompany(issuer) && stepAllows[step](issuer));
}
