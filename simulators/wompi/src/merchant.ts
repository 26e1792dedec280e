// The simulated merchant and its acceptance tokens (reference §4.2).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Numeric merchant id; transaction ids start with it (§4.4). */
export const MERCHANT_ID = 90126;
export const MERCHANT_NAME = 'MB Platform (sandbox)';

export type AcceptanceType = 'END_USER_POLICY' | 'PERSONAL_DATA_AUTH';

/** The two documents a payer accepts, served by the simulator itself under /legal/. */
export const legalDocuments: Record<AcceptanceType, { id: number; path: string; title: string }> = {
  END_USER_POLICY: { id: 1, path: '/legal/reglamento-usuarios', title: 'Reglamento de usuarios' },
  PERSONAL_DATA_AUTH: { id: 2, path: '/legal/datos-personales', title: 'Autorización para el tratamiento de datos personales' },
};

const tokenLifetimeSeconds = 3600;

/**
 * JWT-shaped tokens (header.payload.signature, HS256) like Wompi's, valid one hour. The key is new on every start:
 * tokens fetched from an earlier run stop working, as expired ones do on the real API.
 */
export class AcceptanceTokens {
  readonly #key = randomBytes(32);

  issue(type: AcceptanceType, origin: string): string {
    const now = Math.floor(Date.now() / 1000);
    const document = legalDocuments[type];
    const header = encode({ alg: 'HS256', typ: 'JWT' });
    const payload = encode({
      id: document.id,
      permalink: `${origin}${document.path}`,
      type,
      jit: `${now}-${randomInt(10000, 100000)}`,
      exp: now + tokenLifetimeSeconds,
    });
    return `${header}.${payload}.${this.#sign(`${header}.${payload}`)}`;
  }

  /** True for an unexpired token of that type issued by this run. */
  verify(token: string, type: AcceptanceType): boolean {
    const [header, payload, signature, ...rest] = token.split('.');
    if (!header || !payload || !signature || rest.length > 0) return false;
    const expected = Buffer.from(this.#sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { type?: string; exp?: number };
    return claims.type === type && typeof claims.exp === 'number' && claims.exp > Date.now() / 1000;
  }

  #sign(text: string): string {
    return createHmac('sha256', this.#key).update(text).digest('base64url');
  }
}

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The public merchant data (`GET /v1/merchants/:public_key`), with fresh acceptance tokens on every call. */
export function merchantInfo(publicKey: string, tokens: AcceptanceTokens, origin: string) {
  const presigned = (type: AcceptanceType) => ({
    acceptance_token: tokens.issue(type, origin),
    permalink: `${origin}${legalDocuments[type].path}`,
    type,
  });
  return {
    ...merchantSummary(),
    email: 'pagos@mbplatform.test',
    contact_name: 'Equipo MB Platform',
    phone_number: '+573000000000',
    active: true,
    logo_url: null,
    legal_id_type: 'NIT',
    legal_id: '900000000-1',
    public_key: publicKey,
    accepted_currencies: ['COP'],
    accepted_payment_methods: ['CARD'],
    presigned_acceptance: presigned('END_USER_POLICY'),
    presigned_personal_data_auth: presigned('PERSONAL_DATA_AUTH'),
  };
}

/** The `merchant` block of `GET /v1/transactions/:id` (R5). */
export function merchantSummary() {
  return { id: MERCHANT_ID, name: MERCHANT_NAME, legal_name: 'MB Platform S.A.S.' };
}
