import { Avatar, Badge, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit, readStorage, storageKeys, type WindowEvents } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import { adminMenu, clientMenu, type MenuItem } from './menu-items.js';

/** Runs a menu item: a window event that navigates, or the logout. */
export function useMenuAction() {
  const { logout } = useSession();
  // Menu events carry no detail.
  const open = emit as (name: keyof WindowEvents) => void;
  return (item: MenuItem) => (item.logout ? logout() : item.event && open(item.event));
}

/** Desktop: the login button, or the admin menu / the client menu 'Mi Cuenta'. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user, isAdmin, loading } = useSession();
  const run = useMenuAction();

  if (loading) return null;
  if (!user) {
    return (
      <Button size="sm" onClick={() => emit('open-login-modal')}>
        {t('header.login')}
      </Button>
    );
  }
  const items = isAdmin ? adminMenu : clientMenu;
  const withGoogle = readStorage(storageKeys.authProvider) === 'google';
  return (
    <Menu position="bottom-end" width={300} withinPortal>
      <Menu.Target>
        <Button variant="light" leftSection={<Avatar src={user.google_photo_url ?? undefined} size={22} radius="xl" />}>
          <Group gap={6} wrap="nowrap">
            {isAdmin ? t('adminMenu.title') : t('header.account')}
            {withGoogle && (
              <Badge size="xs" variant="outline" color="gray">
                {t('header.google')}
              </Badge>
            )}
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.full_name || user.email}</Menu.Label>
        {items.map((item) => (
          <Menu.Item key={item.label} color={item.logout ? 'red' : undefined} onClick={() => run(item)}>
            {t(item.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
