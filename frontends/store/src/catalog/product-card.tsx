import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Product } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { listPrice, productSlug } from './plans.js';
import { ProductImage } from './product-image.js';
import './product-card.css';

/**
 * One product in the grid or the related row; a real link to its page (so it opens in a new tab too), with a focus
 * ring for the keyboard (`product-card.css`). Its click is tracked as opening the product page.
 */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const price = listPrice(product);
  const slug = productSlug(product);
  return (
    <Card
      component={Link}
      href={`/${encodeURIComponent(slug)}`}
      className="mb-product-card"
      data-track="open-product-page"
      data-track-slug={slug}
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      c="inherit"
      td="none"
    >
      <Card.Section>
        <ProductImage src={product.image_url} alt={product.name} width={400} height={300} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={2}>
          {product.name}
        </Text>
        {product.category && (
          <Text size="sm" c="dimmed">
            {product.category}
          </Text>
        )}
        {price !== undefined && (
          <Text fw={700}>
            {formatCop(price)}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              {t('store.perMonth')}
            </Text>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
