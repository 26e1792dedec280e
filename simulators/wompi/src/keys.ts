// The merchant's keys and which environment they belong to (reference §1): this simulator is the sandbox.

export interface MerchantKeys {
  publicKey: string;
  privateKey: string;
}

export type KeyKind = 'public' | 'private';

export type KeyCheck = { ok: true; kind: KeyKind } | { ok: false; reason: string };

export const wrongEnvironment = 'La llave proporcionada no corresponde a este ambiente.';

/** Keys of production (`pub_prod_`, `prv_prod_`) or anything else belong to another environment. */
export function isSandboxKey(key: string): boolean {
  return key.startsWith('pub_test_') || key.startsWith('prv_test_');
}

/** Which of the merchant's keys an `Authorization: Bearer …` header carries, if any. */
export function checkBearer(authorization: string | undefined, keys: MerchantKeys): KeyCheck {
  const key = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!key) return { ok: false, reason: 'Se esperaba una llave en el encabezado Authorization: Bearer <llave>.' };
  if (!isSandboxKey(key)) return { ok: false, reason: wrongEnvironment };
  if (key === keys.publicKey) return { ok: true, kind: 'public' };
  if (key === keys.privateKey) return { ok: true, kind: 'private' };
  return { ok: false, reason: 'La llave proporcionada no es válida.' };
}

/** Throws when the simulator is started with keys or secrets of another environment (the §8 mix-ups). */
export function assertSandboxCredentials(credentials: MerchantKeys & { integritySecret: string; eventsSecret: string }): void {
  const expected: [string, string, string][] = [
    ['publicKey', credentials.publicKey, 'pub_test_'],
    ['privateKey', credentials.privateKey, 'prv_test_'],
    ['integritySecret', credentials.integritySecret, 'test_integrity_'],
    ['eventsSecret', credentials.eventsSecret, 'test_events_'],
  ];
  for (const [name, value, prefix] of expected) {
    if (!value.startsWith(prefix)) throw new Error(`${name} del simulador de Wompi (sandbox) debe empezar por ${prefix}`);
  }
}
