import { z } from 'zod';

/**
 * Which key carries the reply, as the automation's last node may shape it: `response`, `message`, `text` or `reply`
 * at the top; `data` (`{ data: { reply } }`); `other` (`{ output }`, only readable as the first string value);
 * `empty` (`{}`, nothing to read).
 */
export const replyShapes = ['response', 'message', 'text', 'reply', 'data', 'other', 'empty'] as const;
export type ReplyShape = (typeof replyShapes)[number];

/**
 * How the webhook misbehaves: `none`; `status` (500 as n8n answers a workflow that failed to start, and 503 to the
 * availability check); `error-field` (200 with an `error` field, as a workflow's error branch answers).
 */
export const failures = ['none', 'status', 'error-field'] as const;

export const settingsInput = z.strictObject({
  /** Waits this long before answering a message (a slow automation); 0 answers at once. */
  delayMs: z.number().int().min(0).max(600_000).optional(),
  failure: z.enum(failures).optional(),
  shape: z.enum(replyShapes).optional(),
});
export type SettingsInput = z.infer<typeof settingsInput>;
export type Settings = Required<SettingsInput>;

export const defaultSettings: Settings = { delayMs: 0, failure: 'none', shape: 'response' };
