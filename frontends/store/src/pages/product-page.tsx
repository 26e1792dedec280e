import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';

export function ProductPage() {
  const { t } = useTranslation('store');
  const { slug } = useParams();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('product.title')}: {slug}</Title>
      <Text c="dimmed">{t('product.comingSoon')}</Text>
    </Container>
  );
}
