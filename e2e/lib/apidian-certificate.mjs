// What an issuer brings to the APIDIAN simulator: a .p12 certificate file it accepts.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apidianUrl } from './apidian.mjs';

/** The certificate file an issuer would upload, and its password: the simulator hands out a .p12 it accepts. */
export async function testCertificateFile() {
  const { base64, password } = await (await fetch(`${apidianUrl}/__sim/test-certificate`)).json();
  const path = join(await mkdtemp(join(tmpdir(), 'mb-cert-')), 'firma.p12');
  await writeFile(path, Buffer.from(base64, 'base64'));
  return { path, password };
}
