import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { emit, useSignedInUser } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { SignInPrompt } from '../memberships/sign-in-prompt.js';
import { fetchProfile, profileQueryKey } from './profile-api.js';
import { ProfileForm } from './profile-form.js';
import './profile-translations.js';

/** The electronic-invoicing profile is edited in its own dialog, which the shell opens for anyone who asks. */
function InvoicingProfileCard() {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('profile.invoicing')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.invoicingHint')}
        </Text>
        <Button variant="light" onClick={() => emit('open-fe-profile-modal')}>
          {t('profile.invoicingEdit')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Spec 2 §2.2: the Perfil tab, read afresh from GET /auth/me whenever it opens. */
export function ProfileTab() {
  const { t } = useTranslation('account');
  const signedIn = useSignedInUser();
  const profile = useQuery({
    queryKey: profileQueryKey(signedIn?.id ?? ''),
    queryFn: fetchProfile,
    enabled: signedIn != null,
    // Not kept once the tab closes: the next opening reads the stored profile again.
    gcTime: 0,
  });

  if (signedIn === null) return <SignInPrompt text={t('profile.signInFirst')} />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={profile.error.message}>
        <Button variant="light" color="red" loading={profile.isFetching} onClick={() => void profile.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );
  }
  if (profile.isPending) {
    return <LoadingState text={t('profile.loading')} />;
  }
  if (!profile.data) return <SignInPrompt text={t('profile.signInFirst')} />;
  return (
    <Stack gap="xl">
      <ProfileForm key={profile.data.id} user={profile.data} />
      <InvoicingProfileCard />
    </Stack>
  );
}
