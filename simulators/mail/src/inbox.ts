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
  /** Attachments are described here; the bytes of small ones are kept apart (`Inbox.attachment`). */
  attachments: { filename: string | null; contentType: string; size: number }[];
}

/** As parsed: attachments with their bytes, or `null` when too large to keep. */
export type NewMail = Omit<ReceivedMail, 'id' | 'attachments'> & {
  attachments: (ReceivedMail['attachments'][number] & { content: Buffer | null })[];
};

/** The inbox keeps the bytes of attachments up to this size, so a test can open what a mail carried (an invoice's zip). */
export const KEPT_ATTACHMENT_BYTES = 1024 * 1024;

export const DEFAULT_CAPACITY = 500;

/**
 * Received messages in memory, oldest dropped first once `capacity` is reached, so a
 * simulator left running for days does not grow without bound.
 */
export class Inbox {
  readonly #mails: ReceivedMail[] = [];
  readonly #contents = new Map<string, (Buffer | null)[]>();
  // Ids keep counting after clear(), so an open page never shows a different message under an old id.
  #lastId = 0;

  constructor(readonly capacity = DEFAULT_CAPACITY) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  }

  add(mail: NewMail): ReceivedMail {
    const attachments = mail.attachments.map(({ content: _content, ...described }) => described);
    const stored: ReceivedMail = { id: String(++this.#lastId), ...mail, attachments };
    this.#mails.push(stored);
    this.#contents.set(
      stored.id,
      mail.attachments.map((attachment) => attachment.content),
    );
    if (this.#mails.length > this.capacity) {
      for (const dropped of this.#mails.splice(0, this.#mails.length - this.capacity)) this.#contents.delete(dropped.id);
    }
    return stored;
  }

  /** The `index`th attachment of a message with its bytes, if it was small enough to keep. */
  attachment(id: string, index: number): { filename: string | null; contentType: string; content: Buffer } | undefined {
    const described = this.get(id)?.attachments[index];
    const content = this.#contents.get(id)?.[index];
    return described && content ? { filename: described.filename, contentType: described.contentType, content } : undefined;
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
    this.#contents.clear();
  }

  get size(): number {
    return this.#mails.length;
  }
}

function recipientsOf(mail: ReceivedMail): string[] {
  return [...mail.to, ...mail.cc, ...mail.envelope.to].map((address) => address.toLowerCase());
}
