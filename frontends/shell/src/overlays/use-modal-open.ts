import { useSyncExternalStore } from 'react';

const modalSelector = '[role="dialog"][aria-modal="true"]';

function subscribe(notify: () => void): () => void {
  // Dialogs come and go in portals anywhere in the body, from the shell and from every remote.
  const observer = new MutationObserver(notify);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const anyModalOpen = () => document.querySelector(modalSelector) !== null;

/** Whether a modal dialog or drawer (Mantine marks them aria-modal) is open anywhere in the page. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, anyModalOpen, () => false);
}
