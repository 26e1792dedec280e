export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; statusText?: string; body: unknown };
type Answer = Reply | ((call: Call) => Reply);

/**
 * The gateway as `fetch` sees it, for the web apps' tests: answers per "METHOD /path" (without the
 * query), taken in order, the last one repeating; every call is recorded. An unknown route is a 404 with
 * the service's envelope.
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
      const answer = typeof next === 'function' ? next(call) : (next ?? { status: 404, body: { success: false, message: 'Ruta no encontrada' } });
      const status = answer.status ?? 200;
      return { ok: status >= 200 && status < 300, status, statusText: answer.statusText ?? '', text: async () => JSON.stringify(answer.body) } as Response;
    }) as typeof fetch;
  }

  on(route: string, ...answers: Answer[]): this {
    this.#answers.set(route, answers);
    return this;
  }

  callsTo(route: string): Call[] {
    const [method, path] = route.split(' ');
    return this.calls.filter((call) => call.method === method && call.path === path);
  }
}
