import { Suspense, lazy } from 'react';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const MobileDrawer = lazy(() => import('./mobile-drawer.js'));

/** ≤ 900 px: a burger opens the role's menu. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} />
      {opened && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={close} />
        </Suspense>
      )}
    </>
  );
}
