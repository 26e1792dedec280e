import { useState, type CSSProperties } from 'react';
import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ProductImageProps {
  src: string | null;
  alt: string;
  /** The intrinsic size: it reserves the space before the picture arrives (no layout shift). */
  width: number;
  height: number;
  fit?: 'cover' | 'contain';
  /** Above the fold (the product page's main picture) loads at once; everything else waits for the viewport. */
  eager?: boolean;
}

/** A product picture, or a neutral placeholder of the same size when there is none or it fails to load. */
export function ProductImage({ src, alt, width, height, fit = 'cover', eager = false }: ProductImageProps) {
  const { t } = useTranslation('store');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // No `display` here: the placeholder is a flex box (Center) that keeps 'Sin imagen' in the middle.
  const box: CSSProperties = { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` };
  if (!src || failedSrc === src) {
    return (
      <Center role="img" aria-label={alt} bg="gray.1" style={box}>
        <Text size="sm" c="dimmed">
          {t('store.noImage')}
        </Text>
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={{ ...box, display: 'block', objectFit: fit }}
    />
  );
}
