import { Box, Button, CloseButton, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea, getDefaultZIndex } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { chatLimits } from '@mb/contracts/domain/chat';
import { useChatTranslation } from './translations.js';

/** Spec 1 §9: the chat window is 350 × 500 px (narrower on a phone). */
export const chatWindowPx = { width: 350, height: 500 } as const;

/** Spec 1 §3 chat message. */
export interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
  timestamp: string;
}

export interface ChatWindowProps {
  windowId: string;
  messages: ChatMessage[];
  typing: boolean;
  text: string;
  setText(text: string): void;
  send(): void;
  close(): void;
}

/**
 * The conversation's window, downloaded when the visitor first opens the chat (its scroll area, text box and
 * their Mantine code are not part of the first visit). The conversation itself lives in the widget, so closing
 * the window keeps it.
 */
export default function ChatWindow({ windowId, messages, typing, text, setText, send, close }: ChatWindowProps) {
  const { t } = useChatTranslation();
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const blank = text.trim() === '';

  useEffect(() => {
    input.current?.focus();
  }, []);
  // Keeps the last message in sight. Braces: Chromium's scrollIntoView returns a promise, which React would take for a
  // clean-up function; jsdom has no scrollIntoView at all.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
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
        // The launcher's layer: under modals and drawers.
        zIndex: getDefaultZIndex('app'),
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
  );
}
