import { contractResponses } from './contract-responses.js';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** `offContract`: why this answer is deliberately one the gateway never gives (a screen must survive it); not checked. */
type Reply = { status?: number; statusText?: string; body: unknown; offContract?: string };
type Answer = Reply | ((call: Call) => Reply);

/** The gateway's route a stubbed "METHOD /path" is answered by (`:param` and `*` as Fastify reads them): its key. */
function gatewayRoute(route: string): string | undefined {
  if (route in contractResponses) return route;
  const [method, path] = route.split(' ');
  const matches = (key: string) => {
    const [keyMethod, pattern] = key.split(' ');
    const expression = pattern!
      .replace(/[.]/g, '\\.')
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*/g, '.*');
    return keyMethod === method && new RegExp(`^${expression}$`).test(path!);
  };
  // Fastify prefers the route with fewer parameters (a static segment over `:id`).
  const parameters = (key: string) => (key.match(/:/g) ?? []).length;
  return Object.keys(contractResponses)
    .filter(matches)
    .sort((a, b) => parameters(a) - parameters(b))[0];
}

/** Stubs that drifted from the gateway's contract, kept until the test's end (see frontends/ui/test/async-timeout.ts). */
export const contractDrifts: string[] = [];

// A drift found while the app was calling (a thrown fetch the app may catch and show as a connection error) still
// fails the test: Jest's afterEach, registered when a test file loads FakeApi.
const afterEachTest = (globalThis as { afterEach?: (hook: () => void) => void }).afterEach;
afterEachTest?.(() => {
  const drifts = contractDrifts.splice(0);
  if (drifts.length > 0) throw new Error(drifts.join('\n'));
});

/** Throws when a successful answer is not what the gateway's contract allows for the route. */
function checkAgainstContract(route: string, reply: Reply): void {
  const status = reply.status ?? 200;
  const schema = contractResponses[gatewayRoute(route)!];
  if (!schema || reply.offContract || status < 200 || status >= 300 || status === 204) return;
  const parsed = schema.safeParse(reply.body);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
  throw new Error(`FakeApi: the stub of ${route} is not what the gateway answers (contracts): ${issues}`);
}

/**
 * The gateway as `fetch` sees it, for the web apps' tests: answers per "METHOD /path" (without the
 * query), taken in order, the last one repeating; every call is recorded. An unknown route is a 404 with
 * the service's envelope. A stub must be of a route the gateway has, and a successful answer must parse with
 * the route's response schema in the contracts: a drifted stub throws (at `on` for a fixed answer, else when called).
 */
export class FakeApi {
  readonly calls: Call[] = [];
  readonly #answers = new Map<string, Answer[]>();

  constructor() {
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const call: Call = {
        method,
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: { ...(init.headers as Record<string, string>) },
      };
      this.calls.push(call);
      const queue = this.#answers.get(`${method} ${call.path}`);
      const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]!);
      const answer =
        typeof next === 'function' ? next(call) : (next ?? { status: 404, body: { success: false, message: 'Ruta no encontrada' } });
      if (typeof next === 'function') {
        try {
          checkAgainstContract(`${method} ${call.path}`, answer);
        } catch (error) {
          contractDrifts.push((error as Error).message);
          throw error;
        }
      }
      const status = answer.status ?? 200;
      return {
        ok: status >= 200 && status < 300,
        status,
        statusText: answer.statusText ?? '',
        text: async () => JSON.stringify(answer.body),
      } as Response;
    }) as typeof fetch;
  }

  on(route: string, ...answers: Answer[]): this {
    if (!gatewayRoute(route)) throw new Error(`FakeApi: the gateway has no route ${route} (see contract-responses.ts)`);
    for (const answer of answers) if (typeof answer !== 'function') checkAgainstContract(route, answer);
    this.#answers.set(route, answers);
    return this;
  }

  callsTo(route: string): Call[] {
    const [method, path] = route.split(' ');
    return this.calls.filter((call) => call.method === method && call.path === path);
  }
}
