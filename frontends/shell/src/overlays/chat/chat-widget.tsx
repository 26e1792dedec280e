import { ActionIcon, Portal, getDefaultZIndex } from '@mantine/core';
import { Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LoadBoundary } from '../../remotes/load-boundary.js';
import { useModalOpen } from '../use-modal-open.js';
import { askAssistant } from './ask-assistant.js';
import type { ChatMessage } from './chat-window.js';
import { useChatTranslation } from './translations.js';

/**
 * The chat assistant: a button at the bottom right that opens a window with the conversation (`chat-window.tsx`).
 * It lives in the page's own layer (Mantine's `app`), under every modal and drawer. While a dialog or drawer is open
 * (sign-in, the cart, the phone's menu) the visitor is busy there: the chat closes and its button steps aside; the
 * conversation is kept for the next opening. Inside the restaurant app (/restaurant…) it is not shown at all: staff
 * at work have no use for the site's assistant, and on a phone its bubble covered the order's buttons.
 */
const inRestaurantApp = (path: string) => path === '/restaurant' || path.startsWith('/restaurant/');

export function ChatWidget() {
  const { t } = useChatTranslation();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const launcher = useRef<HTMLButtonElement>(null);
  const windowId = useId();
  const [attempt, setAttempt] = useState(0);
  // A fresh lazy component after a failed download, so the next opening really downloads again.
  const ChatWindow = useMemo(() => lazy(() => import('./chat-window.js')), [attempt]);
  const modalOpen = useModalOpen();
  const [location] = useLocation();

  const add = (messageText: string, isUser: boolean) =>
    setMessages((list) => [...list, { id: nextId.current++, text: messageText, isUser, timestamp: new Date().toISOString() }]);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  const blank = text.trim() === '';
  const send = async () => {
    if (blank || typing) return;
    const message = text.trim();
    setText('');
    add(message, true);
    setTyping(true);
    const reply = await askAssistant(message);
    setTyping(false);
    add(reply, false);
  };

  // Closed rather than hidden: reopened by itself it would take the focus the dialog gives back to its opener.
  const away = modalOpen || inRestaurantApp(location);
  if (away && open) setOpen(false);
  if (away) return null;
  return (
    <Portal>
      {open && (
        <LoadBoundary
          key={attempt}
          name="Chat window"
          onError={() => {
            setOpen(false);
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={null}>
            <ChatWindow
              windowId={windowId}
              messages={messages}
              typing={typing}
              text={text}
              setText={setText}
              send={() => void send()}
              close={close}
            />
          </Suspense>
        </LoadBoundary>
      )}
      <ActionIcon
        ref={launcher}
        size={56}
        radius="xl"
        aria-label={open ? t('close') : t('open')}
        aria-expanded={open}
        aria-controls={open ? windowId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        style={{ position: 'fixed', right: 16, bottom: 16, zIndex: getDefaultZIndex('app'), boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <ChatIcon open={open} />
      </ActionIcon>
    </Portal>
  );
}

function ChatIcon({ open }: { open: boolean }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />}
    </svg>
  );
}
