import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from '@mb/ui';
import type { ConsentStatus } from '@mb/contracts/domain/analytics';

/**
 * The visitor's consent as the page knows it: the status kept in local storage (`mb_consent_status`, 'accepted' when
 * accepted), and whether the banner was opened again from the footer. Components follow it through `useConsent`.
 */
const listeners = new Set<() => void>();
let reopened = false;
let snapshot = read();

function read() {
  const stored = readStorage(storageKeys.consentStatus);
  const status: ConsentStatus | null = stored === 'accepted' || stored === 'rejected' ? stored : null;
  return { status, bannerOpen: status === null || reopened };
}

function changed() {
  const next = read();
  if (next.status === snapshot.status && next.bannerOpen === snapshot.bannerOpen) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The consent id this browser's choices are recorded under, made on first use. */
export function consentId(): string {
  const stored = readStorage(storageKeys.consentId);
  if (stored) return stored;
  const made = crypto.randomUUID();
  writeStorage(storageKeys.consentId, made);
  return made;
}

/** Remembers the choice at once (the banner hides even if saving it on the server fails). */
export function chooseConsent(status: ConsentStatus): void {
  writeStorage(storageKeys.consentStatus, status);
  reopened = false;
  changed();
}

/** The footer's link: shows the banner again to change the choice. */
export function reopenConsent(): void {
  reopened = true;
  changed();
}

export const isTrackingAllowed = () => snapshot.status === 'accepted';

export function useConsent() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // A choice made in another tab (or stored before this component mounted) counts here too.
      window.addEventListener('storage', changed);
      changed();
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', changed);
      };
    },
    () => snapshot,
  );
}
