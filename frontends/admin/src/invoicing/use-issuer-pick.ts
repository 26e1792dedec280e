import { useState } from 'react';
import type { IssuerListItem } from '@mb/contracts';

/**
 * The issuer chosen in a tab and the token its calls use: choosing an issuer fills in its token, which stays
 * editable. A chosen issuer that leaves the tab's list (its step is done) counts as none.
 */
export function useIssuerPick(issuers: IssuerListItem[]) {
  const [issuerId, setIssuerId] = useState<number | null>(null);
  const [token, setToken] = useState('');
  const issuer = issuers.find((candidate) => candidate.id === issuerId) ?? null;
  return {
    issuer,
    token,
    setToken,
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
