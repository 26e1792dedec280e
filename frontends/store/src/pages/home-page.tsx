import { withMantine } from '@mb/ui/mantine';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';
import '../i18n.js';

/** The marketing home; its full content (hero, services, counters) comes with the storefront issue. */
function HomePage() {
  const { t } = useTranslation('store');
  return (
    <Container size="md" py={80}>
      <Stack align="flex-start" gap="lg">
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('home.subtitle')}
        </Text>
        <Button size="md" onClick={() => emit('open-store')}>
          {t('home.cta')}
        </Button>
      </Stack>
    </Container>
  );
}

export default withMantine(HomePage);
