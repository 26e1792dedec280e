import { useEffect, useLayoutEffect, useState } from 'react';
import { Center, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { startupScreen, useStartupScreenCovering } from '@mb/ui';

/** Spec 1 §2: six steps over about 2.5 s, hidden 500 ms after the last. */
export const loadingSteps = [20, 40, 60, 80, 95, 100] as const;
const stepMs = 2500 / loadingSteps.length;
const hideAfterMs = 500;

/**
 * Covers the page at start-up, through @mb/ui's `startupScreen` so the remotes know (the home's counters wait for
 * it; a payment return takes it down at once). Announced before the first paint, before any remote has loaded.
 */
export function LoadingScreen() {
  const { t } = useTranslation('shell');
  const [step, setStep] = useState(0);
  const [started, setStarted] = useState(false);
  const covering = useStartupScreenCovering();

  useLayoutEffect(() => {
    startupScreen.show();
    setStarted(true);
    return startupScreen.hide;
  }, []);

  useEffect(() => {
    if (step < loadingSteps.length - 1) {
      const timer = setTimeout(() => setStep((current) => current + 1), stepMs);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(startupScreen.hide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [step]);

  // Before the layout effect has run the screen is shown too: the first paint must not flash the page.
  if (started && !covering) return null;
  const percent = loadingSteps[step]!;
  return (
    <Center pos="fixed" inset={0} bg="white" style={{ zIndex: 400 }} data-testid="loading-screen">
      <Stack align="center" gap="md" w={280}>
        <Title order={2} c="brand.7">
          {t('brand')}
        </Title>
        <Progress value={percent} w="100%" aria-label={t('loader.startup')} transitionDuration={300} />
        <Text size="sm" c="dimmed">
          {t('loader.startup')} {percent}%
        </Text>
      </Stack>
    </Center>
  );
}
