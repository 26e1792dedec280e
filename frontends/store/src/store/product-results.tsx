import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import type { useProducts } from '../catalog/catalog-api.js';
import { ProductCard } from '../catalog/product-card.js';

/** The grid, or why there is none: loading, a failure to retry, no products at all, nothing matching. */
export function ProductResults({ products, shown }: { products: ReturnType<typeof useProducts>; shown: readonly Product[] }) {
  const { t } = useTranslation('store');
  if (products.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader />
          <Text>{t('store.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (products.isError) {
    return (
      <Alert color="red" role="alert" title={products.error.message}>
        <Button variant="light" color="red" loading={products.isFetching} onClick={() => void products.refetch()}>
          {t('store.retry')}
        </Button>
      </Alert>
    );
  }
  if (shown.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {products.data.length === 0 ? t('store.empty') : t('store.noMatch')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
      {shown.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}
