import { useEffect } from 'react';
import { Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { landingContent, type LandingSlug } from './landing-content.js';
import './landing-translations.js';

/** Each product keeps the colour of its artwork (services/catalog/seed-media). */
const pageColors: Record<LandingSlug, { color: string; from: string; to: string }> = {
  'software-restaurant': { color: 'accent', from: '#7c2d12', to: '#ea580c' },
  'automatizaciones-ia': { color: 'violet', from: '#3b0764', to: '#7c3aed' },
  'servicio-tecnico': { color: 'brand', from: '#134e4a', to: '#0f766e' },
};

export interface LandingViewProps {
  slug: string | undefined;
  /** 'Volver al inicio' and 'Ver tienda' show only when these exist (spec 1 §2). */
  onHome?: () => void;
  onStore?: () => void;
}

/** Sets the tab's title while the page is shown and gives the previous one back afterwards. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function CheckIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function BackButtons({ onHome, onStore, variant }: Pick<LandingViewProps, 'onHome' | 'onStore'> & { variant: 'dark' | 'light' }) {
  const { t } = useTranslation('store');
  const color = variant === 'dark' ? 'white' : 'gray';
  return (
    <>
      {onStore && (
        // Counted as the same call to action as the home page's 'Ver productos' (the shell's tracking).
        <Button variant="outline" color={color} size="md" onClick={onStore} data-track="open-store">
          {t('landing.actions.store')}
        </Button>
      )}
      {onHome && (
        <Button variant="subtle" color={color} size="md" onClick={onHome}>
          {t('landing.actions.home')}
        </Button>
      )}
    </>
  );
}

/** A product landing page (spec 1 §2): hero, 6 features, 5 benefits, long content and a call to action. */
export function LandingView({ slug, onHome, onStore }: LandingViewProps) {
  const { t } = useTranslation('store');
  const content = landingContent(t, slug);
  useDocumentTitle(t('landing.documentTitle', { title: content ? content.title : t('landing.notFound.title') }));

  if (!content || !slug) {
    return (
      <Container size="sm" py={96}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1}>{t('landing.notFound.title')}</Title>
          <Text c="dimmed" size="lg">
            {t('landing.notFound.text')}
          </Text>
          <Group justify="center">
            <BackButtons onHome={onHome} onStore={onStore} variant="light" />
          </Group>
        </Stack>
      </Container>
    );
  }

  const colors = pageColors[slug as LandingSlug];
  // Spec 1 §2: the call to action only thanks the visitor.
  const requestDemo = () => window.alert(t('landing.demoThanks'));

  return (
    <Box component="article" data-testid="landing-page">
      <Box py={{ base: 56, sm: 88 }} c="white" style={{ background: `linear-gradient(135deg, ${colors.from} 0%, ${colors.to} 100%)` }}>
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
              {content.title}
            </Title>
            <Text fz={{ base: 'lg', sm: 22 }} fw={600} opacity={0.95}>
              {content.subtitle}
            </Text>
            <Text size="lg" lh={1.7} opacity={0.9}>
              {content.description}
            </Text>
            <Group mt="md" gap="sm">
              <Button size="md" color="dark" variant="white" onClick={requestDemo}>
                {t('landing.actions.demo')}
              </Button>
              <BackButtons onHome={onHome} onStore={onStore} variant="dark" />
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={72}>
        <Title order={2} ta="center" mb={40}>
          {t('landing.sections.features')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {content.features.map((feature, index) => (
            <Card key={feature.title} withBorder radius="lg" padding="xl" data-testid="landing-feature">
              <ThemeIcon color={colors.color} variant="light" size={40} radius="md" aria-hidden="true">
                <Text fw={800}>{index + 1}</Text>
              </ThemeIcon>
              <Title order={3} size="h4" mt="md" mb="xs">
                {feature.title}
              </Title>
              <Text c="dimmed" lh={1.6}>
                {feature.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="gray.0" py={72}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <div>
              <Title order={2} mb="lg">
                {t('landing.sections.benefits')}
              </Title>
              <List
                spacing="md"
                size="md"
                icon={
                  <ThemeIcon color={colors.color} size={24} radius="xl">
                    <CheckIcon />
                  </ThemeIcon>
                }
              >
                {content.benefits.map((benefit) => (
                  <List.Item key={benefit} data-testid="landing-benefit">
                    {benefit}
                  </List.Item>
                ))}
              </List>
            </div>
            <div>
              <Title order={2} mb="lg">
                {content.content.title}
              </Title>
              <Stack gap="md">
                {content.content.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)} lh={1.75}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </div>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="md" py={72}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2}>{content.cta.title}</Title>
          <Text size="lg" c="dimmed">
            {content.cta.text}
          </Text>
          <Group justify="center" gap="sm">
            <Button size="lg" color={colors.color} onClick={requestDemo}>
              {t('landing.actions.demo')}
            </Button>
            <BackButtons onHome={onHome} onStore={onStore} variant="light" />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
