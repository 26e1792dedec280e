import { invoicingAdminMessages } from '@mb/contracts';
import type { ApidianAnswer } from '../apidian/apidian-client.js';

/**
 * APIDIAN refuses a certificate it cannot open with OpenSSL's own texts in `errors` (reference §3.3): 'mac verify
 * failure' when the password does not open the file, other 'error:…' lines or a base64 complaint when the file is no
 * PKCS#12. The administrator gets those in plain words instead; any other answer stays as it came.
 */
export function plainCertificateRefusal(answer: ApidianAnswer): ApidianAnswer {
  const body = answer.body as { errors?: Record<string, unknown> } | undefined;
  if (answer.status !== 422 || typeof body?.errors !== 'object' || body.errors === null) return answer;
  const texts = Object.values(body.errors).flat().map(String);
  if (texts.some((text) => /mac verify failure/i.test(text))) return refused(invoicingAdminMessages.certificateWrongPassword);
  if (texts.some((text) => /^error:[0-9A-F]{8}:|base64/i.test(text))) return refused(invoicingAdminMessages.certificateUnreadable);
  return answer;
}

const refused = (message: string): ApidianAnswer => ({ status: 422, body: { success: false, message } });
