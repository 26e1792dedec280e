import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';

/** A visitor who followed a link to /cuenta signs in first (the gateway would only answer 401). */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation('account');
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{text}</Text>
      <Button onClick={() => emit('open-login-modal')}>{t('memberships.signIn')}</Button>
    </Stack>
  );
}
