import type { ReactNode } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { CartButton } from '../cart/cart-button.js';
import { useProduct } from '../catalog/catalog-api.js';
import { ProductDetail } from '../product/product-detail.js';

function BackLinks() {
  const { t } = useTranslation('store');
  return (
    <Group gap="xs">
      <Button component={Link} href="~/tienda" variant="subtle" leftSection={<span aria-hidden="true">←</span>}>
        {t('product.backToStore')}
      </Button>
      <Button component={Link} href="~/" variant="subtle">
        {t('product.backHome')}
      </Button>
    </Group>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="md">
        {children}
        <BackLinks />
      </Stack>
    </Center>
  );
}

/** /tienda/:slug — the slug is the product's SEO slug or its own (spec 1 §2). */
export function ProductPage() {
  const { t } = useTranslation('store');
  const { slug = '' } = useParams<{ slug: string }>();
  const product = useProduct(slug);
  let content: ReactNode;
  if (product.isPending) {
    content = (
      <Center py={64}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text>{t('product.loading')}</Text>
        </Stack>
      </Center>
    );
  } else if (product.isError) {
    content = (
      <Message>
        <Alert color="red" role="alert" title={product.error.message}>
          <Button variant="light" color="red" loading={product.isFetching} onClick={() => void product.refetch()}>
            {t('store.retry')}
          </Button>
        </Alert>
      </Message>
    );
  } else if (!product.data) {
    content = (
      <Message>
        <Text size="lg" fw={600}>
          {t('product.notFound')}
        </Text>
      </Message>
    );
  } else {
    // Keyed: moving to a related product starts over with its own default plan and media.
    content = (
      <>
        <Group justify="space-between" mb="lg">
          <BackLinks />
          <CartButton />
        </Group>
        <ProductDetail key={product.data.id} product={product.data} />
      </>
    );
  }
  return (
    <Container size="xl" py="xl">
      {content}
    </Container>
  );
}
