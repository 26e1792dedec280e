import { useCallback, useEffect, useRef, useState } from 'react';
import { Anchor, Notification, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWindowEvent, type ToastDetail, type WindowEvents } from '@mb/ui';
import { headerHeightPx } from '../layout/header.js';
import { useModalOpen } from './use-modal-open.js';

const colors: Record<ToastDetail['type'], string> = { error: 'red', success: 'green', info: 'blue' };

interface Toast extends ToastDetail {
  id: number;
}

/** At most this many toasts show at once per stack, newest last; older ones leave early rather than pile up. */
export const maxVisibleToasts = 3;

/** Whether a new toast takes the place of one showing: the same type and message, or the same group. */
const replaces = (next: ToastDetail, shown: Toast) =>
  (next.group !== undefined && next.group === shown.group) || (next.type === shown.type && next.message === shown.message);

/** Toasts from one window event, each removed after its `durationMs` (or the default) or when closed. */
function useToasts(event: keyof Pick<WindowEvents, 'global-toast' | 'app-toast'>, defaultMs: number) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  useWindowEvent(event, (detail) => {
    if (!detail?.message) return;
    const id = (nextId.current += 1);
    setToasts((current) => {
      // The same message again, or a newer one of the same screen's group, takes the place of the one showing.
      const replaced = current.filter((toast) => replaces(detail, toast));
      for (const toast of replaced) {
        clearTimeout(timers.current.get(toast.id));
        timers.current.delete(toast.id);
      }
      const kept = current.filter((toast) => !replaced.includes(toast));
      return [...kept, { ...detail, id }].slice(-maxVisibleToasts);
    });
    timers.current.set(
      id,
      setTimeout(() => dismiss(id), detail.durationMs ?? defaultMs),
    );
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { toasts, dismiss };
}

function ToastList({
  event,
  defaultMs,
  position,
}: {
  event: 'global-toast' | 'app-toast';
  defaultMs: number;
  position: 'top-right' | 'bottom-left';
}) {
  const { t } = useTranslation('shell');
  const { toasts, dismiss } = useToasts(event, defaultMs);
  const modalOpen = useModalOpen();
  // Top-right starts below the header, so a toast never covers the login button or the account menu. While a
  // dialog or drawer is open its close button sits at its top (on a phone, right under the header): the stack
  // then waits at the bottom-right instead.
  const placement =
    position === 'bottom-left' ? { bottom: 16, left: 16 } : modalOpen ? { bottom: 16, right: 16 } : { top: headerHeightPx + 16, right: 16 };
  return (
    <Stack pos="fixed" gap="xs" w={360} maw="calc(100vw - 32px)" style={{ zIndex: 500, ...placement }} data-testid={event}>
      {toasts.map((toast) => (
        <Notification
          key={toast.id}
          color={colors[toast.type] ?? colors.info}
          onClose={() => dismiss(toast.id)}
          closeButtonProps={{ 'aria-label': t('toast.close') }}
          role={toast.type === 'error' ? 'alert' : 'status'}
          withBorder
        >
          {toast.message}
          {toast.link && (
            <>
              {' '}
              <Anchor href={toast.link.href} target="_blank" rel="noopener noreferrer">
                {toast.link.label}
              </Anchor>
            </>
          )}
        </Notification>
      ))}
    </Stack>
  );
}

/** Spec 1 §9: the global stack (top-right) lasts 10 s, the header toast (bottom-left) 4 s. */
export const toastDefaults = { globalMs: 10_000, headerMs: 4_000 };

export function ToastStack() {
  return <ToastList event="global-toast" defaultMs={toastDefaults.globalMs} position="top-right" />;
}

export function HeaderToast() {
  return <ToastList event="app-toast" defaultMs={toastDefaults.headerMs} position="bottom-left" />;
}
