import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];
const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** A serialized JSON answer with its strong ETag; each compressed form is made once, when first asked for. */
export interface KeptAnswer {
  body: Buffer;
  keptAt: number;
  etag: string;
  encoded(encoding: Encoding): Buffer;
}

function keptAnswer(json: string): KeptAnswer {
  const body = Buffer.from(json);
  const forms = new Map<Encoding, Buffer>();
  return {
    body,
    keptAt: Date.now(),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) forms.set(encoding, (form = compress[encoding](body)));
      return form;
    },
  };
}

/**
 * The public catalogue's hot answers kept serialized in the gateway, so a visitor's read is a map lookup and a
 * socket write. `drop()` runs on every `catalog.product.*` event; an answer is kept only while `isLive()` (the
 * gateway hears the events) and only if no change came while it was being loaded, which could make it stale.
 * Sold counts change with no event (catalog's sales.service): they show within `maxAgeMs`, as with catalog's cache.
 */
export function keptAnswers(isLive: () => boolean, maxAgeMs = 60_000) {
  const answers = new Map<string, KeptAnswer>();
  let changes = 0;
  return {
    async get(key: string, load: () => Promise<string>): Promise<KeptAnswer> {
      const kept = answers.get(key);
      if (kept && isLive() && Date.now() - kept.keptAt < maxAgeMs) return kept;
      const changesBefore = changes;
      const answer = keptAnswer(await load());
      if (isLive() && changes === changesBefore) answers.set(key, answer);
      return answer;
    },
    drop(): void {
      changes += 1;
      answers.clear();
    },
  };
}
export type KeptAnswers = ReturnType<typeof keptAnswers>;

/** `If-None-Match` holds this ETag (weak comparison, as RFC 9110 asks for this header), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A kept answer to a browser: 304 with no body when its copy is current, otherwise the JSON in the encoding it
 * accepts. `no-cache` makes browsers revalidate every time, which costs them a 304.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', encodings) as Encoding | null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
