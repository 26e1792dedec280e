import { Box, Group, ScrollArea, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { useProducts } from '../catalog/catalog-api.js';
import { ProductCard } from '../catalog/product-card.js';

/** Spec 1 §9: at most 12 related products. */
const relatedLimit = 12;

/** Other products of the same category, most sold first (the catalogue's order), in a horizontal row. */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const products = useProducts();
  const titleId = useId();
  const related = product.category
    ? (products.data ?? []).filter((other) => other.id !== product.id && other.category === product.category).slice(0, relatedLimit)
    : [];
  if (related.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('product.related')}
      </Title>
      <ScrollArea type="auto" offsetScrollbars>
        {/* Room for a card's focus ring, which the scroll area would clip. */}
        <Group wrap="nowrap" align="stretch" gap="md" p={4} pb="xs">
          {related.map((other) => (
            <Box key={other.id} w={240} style={{ flexShrink: 0 }}>
              <ProductCard product={other} />
            </Box>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
