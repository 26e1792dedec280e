import { Burger, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.js';
import { LanguageSelect } from './language-select.js';
import { mobileMenus } from './menu-items.js';
import { useMenuAction } from './user-menu.js';

/** ≤ 900 px: a burger opens the role's menu; choosing an item (logout included) closes it. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { user, isAdmin } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const run = useMenuAction();
  const items = mobileMenus[!user ? 'anonymous' : isAdmin ? 'admin' : 'client'];

  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} />
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={t('brand')} closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
        <Stack gap="xs" component="nav" aria-label={t('nav.openMenu')}>
          {items.map((item) => (
            <NavLink
              key={item.label}
              label={t(item.label)}
              component="button"
              c={item.logout ? 'red' : undefined}
              onClick={() => {
                close();
                void run(item);
              }}
            />
          ))}
          <LanguageSelect />
        </Stack>
      </Drawer>
    </>
  );
}
