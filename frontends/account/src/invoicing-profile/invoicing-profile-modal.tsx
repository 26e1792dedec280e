import { useState } from 'react';
import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withMantine } from '@mb/ui/mantine';
import type { AfterSave } from './after-save.js';
import { codesQueryKey, fetchCodes, fetchProfile, profileQueryKey } from './invoicing-api.js';
import { ProfileForm } from './profile-form.js';
import { invoicingProfileNamespace } from './translations.js';

export interface InvoicingProfileModalProps {
  /** What to do once saved and ready: 'retry-buy-now' when a buy-now was interrupted for the profile. */
  afterSave?: AfterSave;
  /** An administrator completes this member's profile (spec 2 §2.6, 'Tomar pago'). */
  member?: { id: string; name: string };
  /** Called once the dialog has closed (after its transition), so the host can unmount it. */
  onClosed?(): void;
}

/**
 * The buyer's electronic-invoicing profile (spec 3 §2.3, spec 2 §2.2). The shell opens it on the window event
 * open-fe-profile-modal from anywhere (the store's checkout, the account dashboard).
 */
function InvoicingProfileModal({ afterSave, member, onClosed }: InvoicingProfileModalProps) {
  const { t } = useTranslation(invoicingProfileNamespace);
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);

  // The lists only change with a release: fetched once per page. The profile is read afresh at every opening
  // and not kept afterwards (gcTime 0), so the form never starts from a copy that may be another session's.
  const codes = useQuery({ queryKey: codesQueryKey, queryFn: () => fetchCodes(t('errors.codes')), staleTime: Infinity });
  const profile = useQuery({
    queryKey: profileQueryKey(member?.id),
    queryFn: () => fetchProfile(t('errors.profile'), member?.id),
    staleTime: 0,
    gcTime: 0,
  });

  const failed = codes.isError
    ? { title: t('errors.codes'), error: codes.error }
    : profile.isError
      ? { title: t('errors.profile'), error: profile.error }
      : undefined;
  const retry = () => {
    if (codes.isError) void codes.refetch();
    if (profile.isError) void profile.refetch();
  };

  let content;
  if (failed && !codes.isFetching && !profile.isFetching) {
    content = (
      <Alert color="red" variant="light" title={failed.title} role="alert">
        <Stack gap="sm">
          {failed.error.message !== failed.title && <Text size="sm">{failed.error.message}</Text>}
          <Button variant="light" color="red" onClick={retry} w="fit-content">
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (codes.isSuccess && profile.isSuccess) {
    content = (
      <ProfileForm codes={codes.data} profile={profile.data} afterSave={afterSave} memberId={member?.id} onSaved={close} onCancel={close} />
    );
  } else {
    content = (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onClosed}
      title={member ? t('titleFor', { name: member.name }) : t('title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" c="dimmed" mb="md">
        {member ? t('introFor') : t('intro')}
      </Text>
      {content}
    </Modal>
  );
}

export default withMantine(InvoicingProfileModal);
