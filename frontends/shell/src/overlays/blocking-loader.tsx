import { useState } from 'react';
import { Center, Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWindowEvent } from '@mb/ui';

/** A full-page loader with custom text, driven by `show-blocking-loader` / `hide-blocking-loader`. */
export function BlockingLoader() {
  const { t } = useTranslation('shell');
  const [text, setText] = useState<string | null>(null);
  useWindowEvent('show-blocking-loader', (detail) => setText(detail?.text || t('loader.default')));
  useWindowEvent('hide-blocking-loader', () => setText(null));

  if (text === null) return null;
  return (
    <Overlay fixed zIndex={300} backgroundOpacity={0.55} blur={2} color="#fff">
      <Center h="100%">
        <Stack align="center" role="status" aria-live="polite" data-testid="blocking-loader">
          <Loader size="lg" />
          <Text fw={600}>{text}</Text>
        </Stack>
      </Center>
    </Overlay>
  );
}
