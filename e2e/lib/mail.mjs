// The mail simulator's inbox (simulators/mail): what the platform sent, read the way a person would.
// `GET /api/messages?to=<address>` answers `{ success, mails }`, newest first.

export const mailUrl = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:1080';

/** An address nobody used before, so each run starts from a fresh account and an empty inbox. */
export function uniqueEmail(label) {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.co`;
}

/**
 * The newest mail to `to` whose subject matches, waiting for it to arrive (the mail leaves through a job).
 * `skip` leaves out mails already seen (by id), e.g. an earlier code.
 */
export async function waitForMail(to, { subject, skip = [], timeoutMs = 20000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let seen = [];
  for (;;) {
    const response = await fetch(new URL(`/api/messages?to=${encodeURIComponent(to)}`, mailUrl));
    if (!response.ok) throw new Error(`mail inbox answered ${response.status}`);
    const { mails } = await response.json();
    seen = mails.map((mail) => mail.subject);
    const found = mails.find((mail) => !skip.includes(mail.id) && (subject === undefined || matches(mail.subject, subject)));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms (inbox: ${JSON.stringify(seen)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function matches(text, pattern) {
  return pattern instanceof RegExp ? pattern.test(text) : text.includes(pattern);
}

/** The verification code: the line after 'Tu código de verificación es:' (indented on its own in the text body). */
export function verificationCode(mail) {
  const code = mail.text.match(/c[oó]digo de verificaci[oó]n es:\s*\n\s*([A-Za-z0-9]{4,12})\s*$/im)?.[1];
  if (!code) throw new Error(`no verification code in: ${mail.text}`);
  return code;
}

/** The first link in the mail that carries `param` in its query (`token` or `reset_token`). */
export function linkWith(mail, param) {
  const urls = `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  for (const raw of urls) {
    const url = new URL(raw.replaceAll('&amp;', '&'));
    if (url.searchParams.get(param)) return url;
  }
  throw new Error(`no link with ${param} in: ${mail.text}`);
}
