/** A message as the simulator received it, already parsed. */
export interface ReceivedMail {
  id: string;
  /** The From header as written, e.g. `"Tienda" <no-reply@tienda.test>`. */
  from: string;
  /** Addresses of the To header. */
  to: string[];
  cc: string[];
  /** What the client said in MAIL FROM / RCPT TO; Bcc recipients only show up here. */
  envelope: { from: string | null; to: string[] };
  subject: string;
  text: string;
  html: string | null;
  /** The Date header (ISO 8601), or the time of receipt when the message had none. */
  date: string;
  receivedAt: string;
  /** The headers a test usually asserts on: message-id, reply-to, references, list-unsubscribe, x-*. */
  headers: Record<string, string>;
  /** Attachments are described, not kept: the inbox holds hundreds of messages in memory. */
  attachments: { filename: string | null; contentType: string; size: number }[];
}

export type NewMail = Omit<ReceivedMail, 'id'>;

export const DEFAULT_CAPACITY = 500;

/**
 * Received messages in memory, oldest dropped first once `capacity` is reached, so a
 * simulator left running for days does not grow without bound.
 */
export class Inbox {
  readonly #mails: ReceivedMail[] = [];
  // Ids keep counting after clear(), so an open page never shows a different message under an old id.
  #lastId = 0;

  constructor(readonly capacity = DEFAULT_CAPACITY) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  }

  add(mail: NewMail): ReceivedMail {
    const stored: ReceivedMail = { id: String(++this.#lastId), ...mail };
    this.#mails.push(stored);
    if (this.#mails.length > this.capacity) this.#mails.splice(0, this.#mails.length - this.capacity);
    return stored;
  }

  /** Newest first; `to` matches To, Cc and envelope recipients, ignoring case. */
  list(filter: { to?: string } = {}): ReceivedMail[] {
    const wanted = filter.to?.trim().toLowerCase();
    const mails = wanted ? this.#mails.filter((mail) => recipientsOf(mail).includes(wanted)) : this.#mails;
    return mails.slice().reverse();
  }

  get(id: string): ReceivedMail | undefined {
    return this.#mails.find((mail) => mail.id === id);
  }

  clear(): void {
    this.#mails.length = 0;
  }

  get size(): number {
    return this.#mails.length;
  }
}

function recipientsOf(mail: ReceivedMail): string[] {
  return [...mail.to, ...mail.cc, ...mail.envelope.to].map((address) => address.toLowerCase());
}
