export class ApidianUnavailable extends Error {}

/** APIDIAN's answer as it came: the status and the parsed JSON body (undefined when it was not JSON). */
export interface ApidianAnswer {
  status: number;
  body: unknown;
}

export interface ApidianCall {
  /** The company's API token, sent as `Authorization: Bearer` (reference §1); none for `config/{nit}/{dv}`. */
  token?: string;
  body?: unknown;
}

export interface ApidianClient {
  /** `path` is under `/api/ubl2.1/`, e.g. `config/software`. Throws ApidianUnavailable only when APIDIAN cannot be reached. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: ApidianCall): Promise<ApidianAnswer>;
}

/**
 * APIDIAN over HTTP (reference §1): JSON both ways and always `Accept: application/json`, without which its auth and
 * validation failures become redirects. Callers judge the answer; the token is never logged.
 */
export function apidianClient(options: { baseUrl: string; timeoutMs: number }): ApidianClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/ubl2.1/`;
  return {
    async call(method, path, { token, body } = {}) {
      let response: Response;
      try {
        response = await fetch(new URL(path.replace(/^\/+/, ''), base), {
          method,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new ApidianUnavailable(`APIDIAN unreachable: ${(error as Error).message}`);
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed };
    },
  };
}
