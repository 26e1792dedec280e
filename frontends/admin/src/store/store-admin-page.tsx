import { useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { emit } from '@mb/ui';
import { CategoriesSection } from './categories-section.js';
import { ProductModal } from './product-modal.js';
import { ProductsSection } from './products-section.js';
import './store-translations.js';

/** /admin/tienda — 'Administración de Tienda' (spec 2 §2.8): categories, products and their modals. */
export function StoreAdminPage() {
  const { t } = useTranslation('admin');
  // undefined: no product open; null: a new one.
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between">
          <Title order={1}>{t('storeAdmin.title')}</Title>
          <Group gap="xs">
            <Button variant="light" onClick={() => emit('open-admin-payments')}>
              {t('storeAdmin.payments')}
            </Button>
            <Button variant="default" onClick={() => emit('open-home')}>
              {t('storeAdmin.home')}
            </Button>
          </Group>
        </Group>
        <CategoriesSection />
        <ProductsSection onEdit={setEditing} />
      </Stack>
      {/* Keyed by product so switching products starts a fresh form. */}
      {editing !== undefined && <ProductModal key={editing?.id ?? 'new'} product={editing} onClose={() => setEditing(undefined)} />}
    </Container>
  );
}
