import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '@mb/service-kit';
import { testGateway } from './test-gateway.js';

// A build as scripts/build.mjs leaves it: each text file with its brotli and gzip siblings.
const script = `export const greeting = ${JSON.stringify('¡Hola! '.repeat(400))};\n`;
function writeBuilt(dir: string, file: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>MB</title><div id="root"></div>');
  writeFileSync(join(dir, file), script);
  writeFileSync(join(dir, `${file}.br`), brotliCompressSync(script));
  writeFileSync(join(dir, `${file}.gz`), gzipSync(script));
  return dir;
}
const shellDist = writeBuilt(mkdtempSync(join(tmpdir(), 'mb-shell-')), 'main.3f9a1c2b.js');
const remotesDir = mkdtempSync(join(tmpdir(), 'mb-remotes-'));
writeBuilt(join(remotesDir, 'store', 'dist'), 'remoteEntry.js');

let app: App;
beforeAll(async () => {
  app = await testGateway({ WEB_DIST: shellDist, REMOTES_DIR: remotesDir });
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

it("gives a browser that accepts brotli the build's brotli file, which decodes to the script, and says it varies", async () => {
  for (const url of ['/main.3f9a1c2b.js', '/remotes/store/remoteEntry.js']) {
    const answer = await get(url, 'gzip, deflate, br, zstd');
    expect({ url, encoding: answer.headers['content-encoding'] }).toEqual({ url, encoding: 'br' });
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(script);
  }
  // The hashed file keeps its year-long cache whichever sibling went out.
  expect((await get('/main.3f9a1c2b.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

it('gives gzip to a browser without brotli, and the file as it is to one that asks for nothing', async () => {
  const gzipped = await get('/main.3f9a1c2b.js', 'gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(script);

  const plain = await get('/main.3f9a1c2b.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  expect(plain.body).toBe(script);
});

it('compresses a sizable JSON answer on the fly, keeping the security headers, and leaves a small one alone', async () => {
  const plain = await get('/docs/json');
  const compressed = await get('/docs/json', 'br, gzip');
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers.vary).toMatch(/accept-encoding/i);
  expect(compressed.headers['x-content-type-options']).toBe('nosniff');
  expect(compressed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());

  const small = await get('/api/remotes', 'br, gzip');
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json()).toMatchObject({ success: true });
});
