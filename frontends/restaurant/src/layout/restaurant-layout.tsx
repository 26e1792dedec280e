import type { ReactNode } from 'react';
import { Badge, Box, Burger, Button, Drawer, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { planNames } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';
import { roleKey } from './role-key.js';
import { sections, type SectionKey } from './sections.js';
import { StandingBanner } from './standing-banner.js';
import './layout-translations.js';

function Navigation({ available, onNavigate }: { available: readonly SectionKey[]; onNavigate?: () => void }) {
  const { t } = useTranslation('restaurant');
  const { isAdmin } = useRestaurantSession();
  const [location] = useLocation();
  return (
    <Box component="nav" aria-label={t('layout.navigation')}>
      {sections
        .filter((section) => available.includes(section.key) && (isAdmin || !section.adminOnly))
        .map((section) => (
          <NavLink
            key={section.key}
            component={Link}
            href={section.path}
            label={t(`layout.sections.${section.key}`)}
            active={location === section.path}
            aria-current={location === section.path ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
    </Box>
  );
}

/**
 * The frame of every restaurant screen: who is in which restaurant, the subscription's banner, and the navigation to
 * the `available` sections the person's role may use — a side column from 768 px (tablets), a drawer behind a
 * menu button on phones.
 */
export function RestaurantLayout({ available, children }: { available: readonly SectionKey[]; children: ReactNode }) {
  const { t } = useTranslation('restaurant');
  const session = useRestaurantSession();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Burger hiddenFrom="sm" opened={menuOpened} onClick={menu.toggle} aria-label={t('layout.openMenu')} />
          <Title order={2} size="h3">
            {session.productName}
          </Title>
          <Badge variant="light">{planNames[session.plan]}</Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-label={t('layout.signedInAs')}>
            {session.user.email} · {t(`layout.roles.${roleKey(session.user)}`)}
          </Text>
          <Button variant="default" size="xs" onClick={session.logout}>
            {t('layout.logout')}
          </Button>
        </Group>
      </Group>
      <StandingBanner />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box visibleFrom="sm" w={200} style={{ flexShrink: 0 }}>
          <Navigation available={available} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Group>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        size="xs"
        title={session.productName}
        closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
      >
        <Navigation available={available} onNavigate={menu.close} />
      </Drawer>
    </Stack>
  );
}
