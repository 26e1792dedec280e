import { withMantine } from '@mb/ui/mantine';
import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import '../i18n.js';

/** /soluciones/:slug — the product landing pages come with the storefront issue. */
function LandingPage() {
  const { t } = useTranslation('store');
  const { slug } = useParams();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        {t('landing.title')}: {slug}
      </Title>
    </Container>
  );
}

export default withMantine(LandingPage);
