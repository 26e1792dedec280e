import { useState } from 'react';
import type { IssuerListItem } from '@mb/contracts';
import type { IssuerAccess } from './apidian-api.js';

/**
 * The issuer chosen in a tab and the token its calls use. Choosing an issuer fills in the hint of its token (the
 * browser never gets the token): left as it is, calls name the issuer and invoicing uses its token; a token typed
 * over it is used instead. A chosen issuer that leaves the tab's list (its step is done) counts as none.
 */
export function useIssuerPick(issuers: IssuerListItem[]) {
  const [issuerId, setIssuerId] = useState<number | null>(null);
  const [token, setToken] = useState('');
  const issuer = issuers.find((candidate) => candidate.id === issuerId) ?? null;
  const typed = token.trim();
  let access: IssuerAccess | undefined;
  if (typed && typed !== issuer?.token) access = { token: typed };
  else if (typed && issuer) access = { issuerId: issuer.id };
  return {
    issuer,
    token,
    setToken,
    /** What the calls use, or undefined when there is neither a chosen issuer's token nor one typed. */
    access,
    choose(id: number | null) {
      setIssuerId(id);
      setToken(issuers.find((candidate) => candidate.id === id)?.token ?? '');
    },
    reset() {
      setIssuerId(null);
      setToken('');
    },
  };
}

export type IssuerPick = ReturnType<typeof useIssuerPick>;
