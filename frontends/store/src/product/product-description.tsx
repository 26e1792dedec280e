import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { mediaLimits } from '@mb/contracts/domain/catalog';
import { ProductImage } from '../catalog/product-image.js';
import { PlanComparison } from './plan-comparison.js';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The admin's texts keep their line breaks. */
function Prose({ text }: { text: string }) {
  return <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>;
}

/** General description, features with the plan comparison, unique features, gallery and the reviews placeholder. */
export function ProductDescription({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const gallery = product.gallery_images.slice(0, mediaLimits.gallery);
  return (
    <Stack gap="xl">
      <Block title={t('product.description')}>
        <Prose text={product.description_general || product.description} />
      </Block>
      <Block title={t('product.features')}>
        {product.description_features && <Prose text={product.description_features} />}
        <PlanComparison product={product} />
      </Block>
      {product.description_unique && (
        <Block title={t('product.unique')}>
          <Prose text={product.description_unique} />
        </Block>
      )}
      {gallery.length > 0 && (
        <Block title={t('product.gallery')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {gallery.map((image, index) => (
              <ProductImage
                key={image.id}
                src={image.url}
                alt={t('product.media.image', { name: product.name, index: index + 1 })}
                width={600}
                height={450}
              />
            ))}
          </SimpleGrid>
        </Block>
      )}
      <Block title={t('product.reviews')}>
        <Text c="dimmed">{t('product.comingSoon')}</Text>
      </Block>
    </Stack>
  );
}
