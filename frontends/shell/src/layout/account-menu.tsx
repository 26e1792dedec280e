import { Avatar, Badge, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readStorage, storageKeys } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import { useMenuAction } from './menu-action.js';
import { adminMenu, clientMenu } from './menu-items.js';

/** The signed-in menu: the admin menu or the client menu 'Mi Cuenta' (a separate chunk: visitors never load it). */
export default function AccountMenu() {
  const { t } = useTranslation('shell');
  const { user, isAdmin } = useSession();
  const run = useMenuAction();
  if (!user) return null;
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
