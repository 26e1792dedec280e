import { ActionIcon, Box, Button, CloseButton, Group, Loader, Paper, Portal, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { chatLimits } from '@mb/contracts/domain/chat';
import { askAssistant } from './ask-assistant.js';
import { useChatTranslation } from './translations.js';

/** Spec 1 §9: the chat window is 350 × 500 px (narrower on a phone). */
export const chatWindowPx = { width: 350, height: 500 } as const;

/** Spec 1 §3 chat message. */
interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
  timestamp: string;
}

/** The chat assistant: a button at the bottom right that opens a window with the conversation. */
export function ChatWidget() {
  const { t } = useChatTranslation();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const windowId = useId();

  const add = (messageText: string, isUser: boolean) =>
    setMessages((list) => [...list, { id: nextId.current++, text: messageText, isUser, timestamp: new Date().toISOString() }]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // Keeps the last message in sight. Braces: Chromium's scrollIntoView returns a promise, which React would take for a
  // clean-up function; jsdom has no scrollIntoView at all.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Portal>
      {open && (
        <Paper
          id={windowId}
          role="dialog"
          aria-label={t('title')}
          shadow="xl"
          radius="md"
          withBorder
          onKeyDown={(event) => event.key === 'Escape' && close()}
          style={{
            position: 'fixed',
            right: 16,
            bottom: 88,
            width: chatWindowPx.width,
            height: chatWindowPx.height,
            maxWidth: 'calc(100vw - 32px)',
            maxHeight: 'calc(100vh - 104px)',
            zIndex: 300,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Group justify="space-between" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Text fw={600}>{t('title')}</Text>
            <CloseButton aria-label={t('close')} onClick={close} />
          </Group>
          <ScrollArea style={{ flex: 1 }} px="md" py="sm">
            <Stack gap="xs" role="log" aria-label={t('messages')} aria-live="polite">
              <Text size="sm" c="dimmed">
                {t('intro')}
              </Text>
              {messages.map((message) => (
                <Box
                  key={message.id}
                  aria-label={message.isUser ? t('you') : t('assistant')}
                  role="article"
                  px="sm"
                  py={6}
                  style={{
                    alignSelf: message.isUser ? 'flex-end' : 'flex-start',
                    maxWidth: '85%',
                    borderRadius: 12,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    background: message.isUser ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-1)',
                    color: message.isUser ? 'var(--mantine-color-white)' : undefined,
                  }}
                >
                  <Text size="sm">{message.text}</Text>
                </Box>
              ))}
              {typing && (
                <Group gap={6} role="status">
                  <Loader type="dots" size="xs" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {t('typing')}
                  </Text>
                </Group>
              )}
              <div ref={end} />
            </Stack>
          </ScrollArea>
          <Box
            component="form"
            px="md"
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Textarea
              ref={input}
              label={t('label')}
              description={t('hint')}
              placeholder={t('placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              maxLength={chatLimits.messageChars}
              rows={2}
            />
            <Group justify="flex-end" mt="xs">
              <Button type="submit" size="xs" disabled={blank || typing}>
                {t('send')}
              </Button>
            </Group>
          </Box>
        </Paper>
      )}
      <ActionIcon
        ref={launcher}
        size={56}
        radius="xl"
        aria-label={open ? t('close') : t('open')}
        aria-expanded={open}
        aria-controls={open ? windowId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 300, boxShadow: 'var(--mantine-shadow-md)' }}
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
