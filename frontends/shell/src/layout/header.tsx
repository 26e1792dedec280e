import { Anchor, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { mobileLayoutQuery } from '@mb/ui';
import { paths } from '../navigation/paths.js';
import { LanguageSelect } from './language-select.js';
import { MobileMenu } from './mobile-menu.js';
import { useScrolledPast } from './use-scrolled-past.js';
import { UserMenu } from './user-menu.js';

/** Spec 1 §9: the header turns 'scrolled' after 50 px. */
export const headerHeightPx = 64;
const scrolledAfterPx = 50;

export function Header() {
  const { t } = useTranslation('shell');
  const scrolled = useScrolledPast(scrolledAfterPx);
  const mobile = useMediaQuery(mobileLayoutQuery);

  return (
    <Group
      h="100%"
      px="md"
      justify="space-between"
      data-scrolled={scrolled || undefined}
      className={scrolled ? 'header header--scrolled' : 'header'}
    >
      <Group gap="lg">
        <Anchor component={Link} href={paths.home} underline="never" aria-label={t('nav.home')}>
          <Text fw={800} size="lg" c="brand.7">
            {t('brand')}
          </Text>
        </Anchor>
        <Anchor component={Link} href={paths.store} fw={600} c="dark">
          {t('nav.store')}
        </Anchor>
      </Group>
      {mobile ? (
        <MobileMenu />
      ) : (
        <Group gap="sm">
          <LanguageSelect />
          <UserMenu />
        </Group>
      )}
    </Group>
  );
}
