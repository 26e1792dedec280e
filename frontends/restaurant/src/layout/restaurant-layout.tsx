import type { ComponentType, ReactNode } from 'react';
import { Badge, Box, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { planNames } from '@mb/contracts';
import { BranchSwitcher } from '../branches/index.js';
import { LowStockBadge } from '../inventory/index.js';
import { OfflineBanner } from '../offline/offline-banner.js';
import { TableOrdersBadge } from '../qr-menu/index.js';
import { IdleLock, SwitchPersonButton, useRestaurantSession, useStaffMembers } from '../session/index.js';
import { roleKey } from './role-key.js';
import { sections, type SectionKey } from './sections.js';
import { StandingBanner } from './standing-banner.js';
import { usePhone } from './use-phone.js';
import './layout-translations.js';

/** What a section's entry shows beside its name: the supplies running low, the diners' orders waiting. */
const badges: Partial<Record<SectionKey, ComponentType>> = { inventory: LowStockBadge, qrMenu: TableOrdersBadge };
const badgeOf = (key: SectionKey) => {
  const SectionBadge = badges[key];
  return SectionBadge && <SectionBadge />;
};

/**
 * The sections the person may use: a side column on tablets; on phones a strip that scrolls sideways, so the site's
 * header keeps the page's only menu button (two identical 'Abrir menú' buttons confused people).
 */
function Navigation({ available, strip }: { available: readonly SectionKey[]; strip: boolean }) {
  const { t } = useTranslation('restaurant');
  const { can } = useRestaurantSession();
  const [location] = useLocation();
  const shown = sections.filter((section) => available.includes(section.key) && (!section.needs || can(section.needs)));
  const current = (path: string) => (location === path ? 'page' : undefined);
  if (strip) {
    return (
      <ScrollArea type="always" scrollbarSize={4} offsetScrollbars="x">
        <Group component="nav" aria-label={t('layout.navigation')} wrap="nowrap" gap={4} pb={4}>
          {shown.map((section) => (
            <Button
              key={section.key}
              component={Link}
              href={section.path}
              size="compact-sm"
              variant={current(section.path) ? 'filled' : 'light'}
              aria-current={current(section.path)}
              style={{ flexShrink: 0 }}
              rightSection={badgeOf(section.key)}
            >
              {t(`layout.sections.${section.key}`)}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    );
  }
  return (
    <Box component="nav" aria-label={t('layout.navigation')} w={200} style={{ flexShrink: 0 }}>
      {shown.map((section) => (
        <NavLink
          key={section.key}
          component={Link}
          href={section.path}
          label={t(`layout.sections.${section.key}`)}
          rightSection={badgeOf(section.key)}
          active={current(section.path) !== undefined}
          aria-current={current(section.path)}
        />
      ))}
    </Box>
  );
}

/**
 * The frame of every restaurant screen: who is in which restaurant, the subscription's banner, and the navigation to
 * the `available` sections the person's role may use — a side column from 768 px (tablets), a strip on phones.
 */
export function RestaurantLayout({ available, children }: { available: readonly SectionKey[]; children: ReactNode }) {
  const { t } = useTranslation('restaurant');
  const session = useRestaurantSession();
  const phone = usePhone();
  // The person by the name the owner gave them (the owner: their e-mail), so a shared tablet shows who is working it.
  const name = useStaffMembers().data?.find((person) => person.id === session.user.id)?.name ?? session.user.email;
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h3">
            {session.productName}
          </Title>
          <Badge variant="light">{planNames[session.plan]}</Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-label={t('layout.signedInAs')}>
            {name} · {t(`layout.roles.${roleKey(session.user)}`)}
          </Text>
          <BranchSwitcher />
          <SwitchPersonButton />
          <Button variant="default" size="xs" onClick={session.logout}>
            {t('layout.logout')}
          </Button>
        </Group>
      </Group>
      <OfflineBanner />
      <IdleLock />
      <StandingBanner />
      {phone && <Navigation available={available} strip />}
      <Group align="flex-start" wrap="nowrap" gap="md">
        {!phone && <Navigation available={available} strip={false} />}
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Group>
    </Stack>
  );
}
