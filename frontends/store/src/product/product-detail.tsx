import { Grid, Stack } from '@mantine/core';
import type { Product } from '@mb/contracts';
import { AfterPaint } from '@mb/ui';
import { ProductDescription } from './product-description.js';
import { ProductMedia } from './product-media.js';
import { PurchasePanel } from './purchase-panel.js';
import { RelatedProducts } from './related-products.js';
import { useDocumentMeta } from './use-document-meta.js';

/** A search snippet's length. */
const descriptionLength = 160;

function metaDescription(product: Product): string {
  const text = (product.description_general || product.description).replace(/\s+/g, ' ').trim();
  return text.length > descriptionLength ? `${text.slice(0, descriptionLength - 1)}…` : text;
}

/** Everything the product page shows once the product is known. */
export function ProductDetail({ product }: { product: Product }) {
  useDocumentMeta(`${product.name} | MB Platform`, metaDescription(product));
  return (
    <Stack gap={48}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProductMedia product={product} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PurchasePanel product={product} />
        </Grid.Col>
      </Grid>
      {/* Below the fold on a phone: drawn in a frame of their own, after the picture and the purchase panel. */}
      <AfterPaint>
        <RelatedProducts product={product} />
        <ProductDescription product={product} />
      </AfterPaint>
    </Stack>
  );
}
