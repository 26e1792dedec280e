// PKCS#12 certificates (reference §3.3): read the way APIDIAN's openssl_pkcs12_read does, and a
// self-signed one for tests and the platform company.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type ReadResult = { ok: true; notAfter: Date; subject: string } | { ok: false; errors: Record<string, string> };

/** Opens a base64 .p12 with its password; the failures carry openssl's texts, as APIDIAN passes them on. */
export function readPkcs12(base64: string, password: string): ReadResult {
  const compact = base64.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 !== 0) {
    return { ok: false, errors: { certificate: 'The base64 encoding is not valid.' } };
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.decode64(compact));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    const wrongPassword = error instanceof Error && /password/i.test(error.message);
    const text = wrongPassword
      ? 'error:11800071:PKCS12 routines::mac verify failure'
      : 'error:0680007B:asn1 encoding routines::header too long';
    return { ok: false, errors: { certificate: text, password: text } };
  }
  const certBag = forge.pki.oids.certBag as string;
  const bags = p12.getBags({ bagType: certBag })[certBag] ?? [];
  const certificate = bags.find((bag) => bag.cert)?.cert;
  if (!certificate) {
    const text = 'error:0480006C:PEM routines::no start line';
    return { ok: false, errors: { certificate: text, password: text } };
  }
  const commonName = certificate.subject.getField('CN') as { value?: string } | null;
  return { ok: true, notAfter: certificate.validity.notAfter, subject: commonName?.value ?? '' };
}

export interface TestCertificate {
  /** The .p12 file, base64. */
  base64: string;
  password: string;
  expiresAt: Date;
}

/**
 * A self-signed PKCS#12 (RSA 2048, SHA-256). The key pair comes from node's native generator, which is
 * much faster than forge's JavaScript one.
 */
export function createTestCertificate(
  options: { commonName?: string; notBefore?: Date; notAfter?: Date; password?: string } = {},
): TestCertificate {
  const notBefore = options.notBefore ?? new Date(Date.now() - 60_000);
  const notAfter = options.notAfter ?? new Date(notBefore.getTime() + 365 * 24 * 3600 * 1000);
  const password = options.password ?? 'simulador-apidian';
  const { privateKey: privatePem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey((privateKey as forge.pki.rsa.PrivateKey).n, (privateKey as forge.pki.rsa.PrivateKey).e);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  const subject = [
    { name: 'commonName', value: options.commonName ?? 'Simulador APIDIAN' },
    { name: 'countryName', value: 'CO' },
    { name: 'organizationName', value: 'Certificado de prueba' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], password, { algorithm: '3des' });
  const base64 = forge.util.encode64(forge.asn1.toDer(asn1).getBytes());
  return { base64, password, expiresAt: notAfter };
}
