import { useState } from 'react';
import { Button, Card, FileButton, Group, Image, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mediaLimits, uploadLimits, type Product } from '@mb/contracts';
import { isSuggestedSize, readImageSize, sizeAllowed } from './image-size.js';
import { storeApi } from './store-api.js';
import { storeToast } from './store-toast.js';
import { uploadFile } from './upload.js';

type Kind = 'image' | 'gallery' | 'carousel' | 'video';
const failures: Record<Kind, string> = { image: 'imageFailed', gallery: 'galleryFailed', carousel: 'carouselFailed', video: 'videoFailed' };
const removeFailures: Record<Kind, string> = {
  image: 'removeImageFailed',
  gallery: 'removeImageFailed',
  carousel: 'removeCarouselFailed',
  video: 'removeVideoFailed',
};
const accepts: Record<Kind, string> = {
  image: uploadLimits.imageTypes.join(','),
  gallery: uploadLimits.imageTypes.join(','),
  carousel: uploadLimits.imageTypes.join(','),
  video: uploadLimits.videoTypes.join(','),
};

/** One upload under way or just finished: which slot, and how far. */
interface UploadState {
  slot: string;
  percent: number;
  done: boolean;
}

/**
 * The product's picture, gallery (3), carousel (4) and video (spec 2 §2.8): each upload checks a picture's size in the
 * browser first, shows its percentage and then 'Subida completada'; every change answers the product as it now is.
 */
export function MediaSection({ product, onChange }: { product: Product; onChange(product: Product): void }) {
  const { t } = useTranslation('admin');
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const text = (key: string, values?: Record<string, unknown>) => t(`storeAdmin.media.${key}`, values);

  async function send(kind: Kind, slot: string, file: File | null) {
    if (!file) return;
    if (kind !== 'video') {
      const size = await readImageSize(file);
      if (!size) return storeToast('error', text('notImage'));
      if (!sizeAllowed(size)) return storeToast('error', text('invalidDimensions', { ...size }));
      if (kind === 'image' && !isSuggestedSize(size)) storeToast('info', text('suggested', { ...size }));
    }
    setUpload({ slot, percent: 0, done: false });
    try {
      const answer = await uploadFile<{ product: Product }>(
        storeApi.productPath(product.id, `/${kind}`),
        kind === 'video' ? 'video' : 'image',
        file,
        {
          onProgress: (percent) => setUpload({ slot, percent, done: false }),
          fallback: text(failures[kind]),
          networkFailure: kind === 'video' ? text('videoNetwork') : text(failures[kind]),
        },
      );
      setUpload({ slot, percent: 100, done: true });
      storeToast('success', text('done'));
      onChange(answer.product);
    } catch (error) {
      setUpload(null);
      storeToast('error', (error as Error).message);
    }
  }

  async function remove(kind: Kind, slot: string, rest: string) {
    setBusy(slot);
    try {
      onChange(await storeApi.deleteMedia(product.id, rest, text(removeFailures[kind])));
      // The finished upload's 'Subida completada' no longer describes the slot.
      setUpload((current) => (current?.slot === slot && current.done ? null : current));
    } catch (error) {
      storeToast('error', (error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  // A filled gallery or carousel slot is only removed: an upload there would add to the list, not replace.
  const slotCard = (kind: Kind, slot: string, label: string, url: string | null, rest: string, replaceable = true) => (
    <Card key={slot} withBorder padding="xs" aria-label={label} role="group">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {url ? (
          kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: the admin's preview of an upload, which has no captions
            <video src={url} controls style={{ width: '100%', maxHeight: 160 }} />
          ) : (
            <Image src={url} alt={label} h={110} fit="contain" />
          )
        ) : (
          <Text size="xs" c="dimmed">
            {text('empty')}
          </Text>
        )}
        {upload?.slot === slot && (
          <Stack gap={2}>
            <Progress value={upload.percent} aria-label={label} />
            <Text size="xs" role="status">
              {upload.done ? text('done') : text('progress', { percent: upload.percent })}
            </Text>
          </Stack>
        )}
        <Group gap={6}>
          {(replaceable || !url) && (
            <FileButton accept={accepts[kind]} onChange={(file) => void send(kind, slot, file)}>
              {(props) => (
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={upload !== null && !upload.done}
                  aria-label={`${url ? text('replace') : text('upload')} ${label}`}
                  {...props}
                >
                  {url ? text('replace') : text('upload')}
                </Button>
              )}
            </FileButton>
          )}
          {url && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={busy === slot}
              aria-label={`${text('remove')} ${label}`}
              onClick={() => void remove(kind, slot, rest)}
            >
              {text('remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );

  // Items are deleted by position (spec 2 §2.8); a new picture goes after the last one.
  const listSlots = (kind: 'gallery' | 'carousel', items: Product['gallery_images']) =>
    Array.from({ length: mediaLimits[kind] }, (_, index) =>
      slotCard(
        kind,
        `${kind}-${index}`,
        `${text(kind)} · ${text('slot', { number: index + 1 })}`,
        items[index]?.url ?? null,
        `/${kind}/${index}`,
        false,
      ),
    );

  return (
    <Stack>
      <Title order={4}>{text('title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {slotCard('image', 'image', text('image'), product.image_url, '/image')}
        {slotCard('video', 'video', text('video'), product.video_url, '/video')}
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {text('gallery')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>{listSlots('gallery', product.gallery_images)}</SimpleGrid>
      <Text size="sm" fw={600}>
        {text('carousel')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>{listSlots('carousel', product.carousel_images)}</SimpleGrid>
    </Stack>
  );
}
