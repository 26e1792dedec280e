import { Avatar, Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit, useSignedInUser } from '@mb/ui';

/** The signed-in visitor's name, or the login button; nothing while the shell is still asking. */
export function SessionPill() {
  const { t } = useTranslation('store');
  const user = useSignedInUser();
  if (user === undefined) return null;
  if (user === null) {
    return <Button onClick={() => emit('open-login-modal')}>{t('store.login')}</Button>;
  }
  return (
    <Badge size="xl" variant="light" radius="xl" tt="none" leftSection={<Avatar src={user.google_photo_url ?? undefined} size={22} radius="xl" />}>
      {user.full_name || user.name || user.email}
    </Badge>
  );
}
