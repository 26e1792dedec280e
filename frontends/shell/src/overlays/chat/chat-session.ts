import { readStorage, storageKeys, writeStorage } from '@mb/ui';

/** The chat session id kept in local storage (spec 1 §3), made on first use: the automation keeps its memory by it. */
export function chatSessionId(): string {
  const stored = readStorage(storageKeys.chatSessionId);
  if (stored) return stored;
  const made = crypto.randomUUID();
  writeStorage(storageKeys.chatSessionId, made);
  return made;
}
