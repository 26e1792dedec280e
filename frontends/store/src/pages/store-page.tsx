import { Alert, Badge, Container, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category } from '@mb/contracts';
import { apiRequest } from '@mb/ui';

export function StorePage() {
  const { t } = useTranslation('store');
  const categories = useQuery({
    queryKey: ['public', 'categories'],
    queryFn: () => apiRequest<{ categories: Category[] }>('/auth/public/categories', { fallback: t('store.loadFailed') }),
  });
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t('store.title')}
      </Title>
      <Title order={2} size="h4" mb="sm">
        {t('store.categories')}
      </Title>
      {categories.isPending && <Loader size="sm" />}
      {categories.isError && <Alert color="red">{categories.error.message}</Alert>}
      {categories.data && categories.data.categories.length === 0 && <Text c="dimmed">{t('store.empty')}</Text>}
      <Group gap="xs">
        {categories.data?.categories.map((category) => (
          <Badge key={category.id} color={category.color} size="lg" variant="filled">
            {category.name}
          </Badge>
        ))}
      </Group>
    </Container>
  );
}
