import { simpleParser, type AddressObject, type EmailAddress, type ParsedMail } from 'mailparser';
import { KEPT_ATTACHMENT_BYTES, type NewMail } from './inbox.js';

export interface Envelope {
  from: string | null;
  to: string[];
}

/** Headers kept besides the ones that have their own field; `x-*` are kept as well. */
const keptHeaders = new Set(['message-id', 'reply-to', 'in-reply-to', 'references', 'list-unsubscribe', 'content-type']);

/** Turns the raw RFC 5322 message into what the inbox stores. */
export async function parseMail(raw: Buffer, envelope: Envelope, receivedAt = new Date()): Promise<NewMail> {
  // cid: images stay as links: turning them into data: URIs would copy every image into memory twice.
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  return {
    from: parsed.from?.text ?? envelope.from ?? '',
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    envelope,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    date: (parsed.date ?? receivedAt).toISOString(),
    receivedAt: receivedAt.toISOString(),
    headers: keptHeaderValues(parsed.headerLines, parsed.headers),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
      content: attachment.size <= KEPT_ATTACHMENT_BYTES ? attachment.content : null,
    })),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  const flatten = (list: EmailAddress[]): string[] =>
    list.flatMap((entry) => (entry.group ? flatten(entry.group) : entry.address ? [entry.address] : []));
  return (Array.isArray(field) ? field : [field]).flatMap((object) => flatten(object.value));
}

function keptHeaderValues(lines: ParsedMail['headerLines'], decoded: ParsedMail['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    if (key in headers || (!keptHeaders.has(key) && !key.startsWith('x-'))) continue;
    // mailparser decodes =?UTF-8?...?= words but turns structured headers (addresses,
    // content-type) into objects; for those the raw "Name: value" line reads better.
    const value = decoded.get(key);
    if (typeof value === 'string') headers[key] = decodeEncodedWords(value);
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) headers[key] = value.join(' ');
    else
      headers[key] = line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
  }
  return headers;
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?bienvenida_=C3=B1?=`): mailparser decodes them in the
 * headers it knows, not in custom `x-*` ones, where the platform puts non-ASCII text too.
 */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1') // whitespace between adjacent encoded words is not text
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (word, charset: string, encoding: string, text: string) => {
      try {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                'latin1',
              );
        return new TextDecoder(charset).decode(bytes);
      } catch {
        return word; // unknown charset: show it as it came
      }
    });
}
