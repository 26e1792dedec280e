import { useMemo, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CartButton } from '../cart/cart-button.js';
import { useCategories, useProducts } from '../catalog/catalog-api.js';
import { categoriesInUse, visibleProducts, type ListingChoice } from '../store/product-listing.js';
import { ProductResults } from '../store/product-results.js';
import { SessionPill } from '../store/session-pill.js';
import { StoreToolbar } from '../store/store-toolbar.js';

/** /tienda: the catalogue with search, category filter and sort. */
export function StorePage() {
  const { t } = useTranslation('store');
  const products = useProducts();
  const categories = useCategories();
  const [choice, setChoice] = useState<ListingChoice>({ search: '', category: null, sort: 'popular' });
  const shown = useMemo(() => visibleProducts(products.data ?? [], choice), [products.data, choice]);
  // A category with nothing on sale would filter down to an empty page.
  const offered = useMemo(() => categoriesInUse(categories.data ?? [], products.data ?? []), [categories.data, products.data]);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button component={Link} href="~/" variant="subtle" leftSection={<span aria-hidden="true">←</span>}>
              {t('store.backHome')}
            </Button>
            <Title order={1}>{t('store.title')}</Title>
          </Group>
          <Group gap="sm">
            <SessionPill />
            <CartButton />
          </Group>
        </Group>
        <StoreToolbar choice={choice} onChange={setChoice} categories={offered} />
        {categories.isError && (
          <Alert color="yellow" role="alert">
            {categories.error.message}
          </Alert>
        )}
        <ProductResults products={products} shown={shown} />
      </Stack>
    </Container>
  );
}
