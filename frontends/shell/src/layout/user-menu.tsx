import { Suspense, lazy } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';
import { useSession } from '../session/session-context.js';

const AccountMenu = lazy(() => import('./account-menu.js'));

/** Desktop: the login button for visitors, the account menu for signed-in users. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user, loading } = useSession();
  if (loading) return null;
  if (!user) {
    return (
      <Button size="sm" onClick={() => emit('open-login-modal')}>
        {t('header.login')}
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}
