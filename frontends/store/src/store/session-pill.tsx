import { Avatar, Badge, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { emit, mobileLayoutQuery, useSignedInUser } from '@mb/ui';

/**
 * The signed-in visitor's name, or the login button; nothing while the shell is still asking. On a wide screen
 * the header already shows 'Iniciar sesión' beside it, so the store's own button is only for the mobile layout,
 * where the header keeps it behind its menu.
 */
export function SessionPill() {
  const { t } = useTranslation('store');
  const user = useSignedInUser();
  const mobileLayout = useMediaQuery(mobileLayoutQuery, true, { getInitialValueInEffect: false });
  if (user === undefined) return null;
  if (user === null) {
    return mobileLayout ? <Button onClick={() => emit('open-login-modal')}>{t('store.login')}</Button> : null;
  }
  return (
    <Badge
      size="xl"
      variant="light"
      radius="xl"
      tt="none"
      leftSection={<Avatar src={user.google_photo_url ?? undefined} size={22} radius="xl" />}
    >
      {user.full_name || user.name || user.email}
    </Badge>
  );
}
