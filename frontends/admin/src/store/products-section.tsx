import { useState } from 'react';
import { Badge, Button, Card, Group, Image, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { ConfirmDelete, useDeletion } from './confirm-delete.js';
import { storeApi, storeKeys, useCategories, useProducts } from './store-api.js';

const allCategories = '';

/** Spec 1 §5: a case-insensitive substring of the name; 'Todas' is every category. */
export const matches = (product: Product, search: string, category: string) =>
  product.name.toLowerCase().includes(search.trim().toLowerCase()) && (category === allCategories || product.category === category);

/** The product grid with search, category filter and the confirmed deletion; `onEdit(null)` opens a new product. */
export function ProductsSection({ onEdit }: { onEdit(product: Product | null): void }) {
  const { t } = useTranslation('admin');
  const products = useProducts();
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(allCategories);
  const deletion = useDeletion((product: Product) => storeApi.deleteProduct(product.id), {
    message: t('storeAdmin.products.deleted'),
    listKey: storeKeys.products,
  });
  const shown = products.data?.filter((product) => matches(product, search, category)) ?? [];

  return (
    <Stack component="section" aria-label={t('storeAdmin.products.title')}>
      <Group justify="space-between">
        <Title order={2}>{t('storeAdmin.products.title')}</Title>
        <Button onClick={() => onEdit(null)}>{t('storeAdmin.products.new')}</Button>
      </Group>
      <Group grow preventGrowOverflow={false}>
        <TextInput
          type="search"
          aria-label={t('storeAdmin.products.search')}
          placeholder={t('storeAdmin.products.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          aria-label={t('storeAdmin.products.filter')}
          data={[
            { value: allCategories, label: t('storeAdmin.products.all') },
            ...(categories.data ?? []).map(({ name }) => ({ value: name, label: name })),
          ]}
          value={category}
          onChange={(value) => setCategory(value ?? allCategories)}
          allowDeselect={false}
          maw={260}
        />
      </Group>
      {products.isPending ? (
        <LoadingState text={t('storeAdmin.loading')} />
      ) : products.isError ? (
        <FailureAlert
          message={products.error.message}
          retryLabel={t('storeAdmin.retry')}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('storeAdmin.products.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {shown.map((product) => (
            <Card key={product.id} withBorder padding="md" data-testid="product-card">
              {product.image_url && (
                <Card.Section>
                  <Image src={product.image_url} alt={product.name} h={160} fit="cover" />
                </Card.Section>
              )}
              <Stack gap={6} mt="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{product.name}</Text>
                  <Badge color={product.is_active ? 'green' : 'gray'}>
                    {product.is_active ? t('storeAdmin.products.active') : t('storeAdmin.products.inactive')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {product.category ?? t('storeAdmin.products.noCategory')}
                </Text>
                {product.plans.estandar && (
                  <Text size="sm">{t('storeAdmin.products.perMonth', { price: formatCop(product.plans.estandar.price) })}</Text>
                )}
                <Group justify="flex-end" gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`${t('storeAdmin.products.edit')} ${product.name}`}
                    onClick={() => onEdit(product)}
                  >
                    {t('storeAdmin.products.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`${t('storeAdmin.products.delete')} ${product.name}`}
                    onClick={() => deletion.ask(product)}
                  >
                    {t('storeAdmin.products.delete')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDelete
        text={deletion.target && t('storeAdmin.products.confirmDelete', { name: deletion.target.name })}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Stack>
  );
}
