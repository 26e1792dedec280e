import { invoicingAdminMessages } from '@mb/contracts';
import { httpClient, HttpUnreachable, joinUrl } from '@mb/service-kit';

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
  const apidian = httpClient({
    baseUrl: joinUrl(options.baseUrl, 'api/ubl2.1/'),
    timeoutMs: options.timeoutMs,
    unavailable: invoicingAdminMessages.apidianUnavailable,
  });
  return {
    async call(method, path, { token, body } = {}) {
      try {
        const answer = await apidian.json(path, { method, json: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
        return { status: answer.status, body: answer.body };
      } catch (error) {
        if (error instanceof HttpUnreachable) throw new ApidianUnavailable(`APIDIAN unreachable: ${error.reason}`);
        throw error;
      }
    },
  };
}
