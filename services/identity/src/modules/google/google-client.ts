import * as oidc from 'openid-client';

export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the callback needs back from the start: kept server-side, keyed by `state`. */
export interface PendingSignin {
  verifier: string;
  nonce: string;
  redirectUri: string;
}

export interface GoogleClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export interface GoogleClient {
  authorizationUrl(redirectUri: string): Promise<{ url: string; state: string; pending: PendingSignin }>;
  /** Exchanges the code (PKCE, state and nonce checked) and returns the ID token's claims. */
  finish(query: URLSearchParams, state: string, pending: PendingSignin): Promise<GoogleClaims>;
}

/**
 * Google sign-in as plain OpenID Connect (authorization code + PKCE) with openid-client. The issuer is
 * configuration: Google's in production, simulators/oidc in development and tests. Discovery is
 * fetched on first use and again after a failure, so identity starts even while the issuer is down.
 */
export function createGoogleClient(settings: GoogleSettings): GoogleClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    const issuer = new URL(settings.issuer);
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain http only for a local issuer (the simulator).
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationUrl(redirectUri) {
      const config = await discover();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, pending: { verifier, nonce, redirectUri } };
    },

    async finish(query, state, pending) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${pending.redirectUri}?${query}`), {
        pkceCodeVerifier: pending.verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        subject: claims.sub,
        email: String(claims.email ?? ''),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}
