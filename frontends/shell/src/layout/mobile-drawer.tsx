import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.js';
import { LanguageSelect } from './language-select.js';
import { useMenuAction } from './menu-action.js';
import { mobileMenus } from './menu-items.js';

/** The role's mobile menu; choosing an item (logout included) closes it. A separate chunk, loaded on open. */
export default function MobileDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  const { user, isAdmin } = useSession();
  const run = useMenuAction();
  const items = mobileMenus[!user ? 'anonymous' : isAdmin ? 'admin' : 'client'];
  return (
    <Drawer opened onClose={onClose} position="right" size="xs" title={t('brand')} closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
      <Stack gap="xs" component="nav" aria-label={t('nav.openMenu')}>
        {items.map((item) => (
          <NavLink
            key={item.label}
            label={t(item.label)}
            component="button"
            c={item.logout ? 'red' : undefined}
            onClick={() => {
              onClose();
              void run(item);
            }}
          />
        ))}
        <LanguageSelect />
      </Stack>
    </Drawer>
  );
}
