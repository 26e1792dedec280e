import { useState } from 'react';
import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { mediaLimits } from '@mb/contracts/domain/catalog';
import { ProductImage } from '../catalog/product-image.js';

type Media = { kind: 'image'; url: string } | { kind: 'video'; url: string };

/** The main picture first, then the carousel (up to 4), then the video if any; a picture listed twice shows once. */
function productMedia(product: Product): Media[] {
  const urls = [product.image_url, ...product.carousel_images.slice(0, mediaLimits.carousel).map((image) => image.url)];
  const images = [...new Set(urls.filter((url): url is string => Boolean(url)))].map((url): Media => ({ kind: 'image', url }));
  return product.video_url ? [...images, { kind: 'video', url: product.video_url }] : images;
}

const mainSize = { width: 800, height: 600 };

/** The selected picture or video, and a rail of thumbnails to choose another. */
export function ProductMedia({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const media = productMedia(product);
  const [selected, setSelected] = useState(0);
  const current = media[selected];
  const imageAlt = (index: number) => t('product.media.image', { name: product.name, index: index + 1 });

  return (
    <Stack gap="sm">
      {current?.kind === 'video' ? (
        <video
          src={current.url}
          controls
          preload="metadata"
          aria-label={t('product.media.video', { name: product.name })}
          {...mainSize}
          style={{ width: '100%', height: 'auto', aspectRatio: `${mainSize.width} / ${mainSize.height}`, background: 'black' }}
        />
      ) : (
        <ProductImage src={current?.url ?? null} alt={imageAlt(selected)} {...mainSize} fit="contain" eager />
      )}
      {media.length > 1 && (
        <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }}>
          {media.map((item, index) => (
            <UnstyledButton
              key={`${item.kind}-${item.url}`}
              w={88}
              aria-label={item.kind === 'video' ? t('product.media.showVideo') : t('product.media.showImage', { index: index + 1 })}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              style={{
                flexShrink: 0,
                borderRadius: 6,
                overflow: 'hidden',
                outline: index === selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              {item.kind === 'video' ? (
                <Group justify="center" align="center" bg="dark.6" c="white" style={{ aspectRatio: '4 / 3' }} aria-hidden="true">
                  ▶
                </Group>
              ) : (
                <ProductImage src={item.url} alt="" width={88} height={66} />
              )}
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
