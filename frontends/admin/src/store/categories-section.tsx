import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '@mb/contracts';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { CategoryModal } from './category-modal.js';
import { ConfirmDelete, useDeletion } from './confirm-delete.js';
import { storeApi, storeKeys, useCategories } from './store-api.js';

/** The category grid with its create/edit modal and the confirmed deletion. */
export function CategoriesSection() {
  const { t } = useTranslation('admin');
  const categories = useCategories();
  // undefined: closed; null: a new category.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  // 'No se puede eliminar una categoría que tiene productos asociados' comes from the server.
  const deletion = useDeletion((category: Category) => storeApi.deleteCategory(category.id), {
    message: t('storeAdmin.categories.deleted'),
    listKey: storeKeys.categories,
  });

  return (
    <Stack component="section" aria-label={t('storeAdmin.categories.title')}>
      <Group justify="space-between">
        <Title order={2}>{t('storeAdmin.categories.title')}</Title>
        <Button onClick={() => setEditing(null)}>{t('storeAdmin.categories.new')}</Button>
      </Group>
      {categories.isPending ? (
        <LoadingState text={t('storeAdmin.loading')} />
      ) : categories.isError ? (
        <FailureAlert
          message={categories.error.message}
          retryLabel={t('storeAdmin.retry')}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <Text c="dimmed">{t('storeAdmin.categories.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          {categories.data.map((category) => (
            <Card key={category.id} withBorder padding="sm" data-testid="category-card">
              <Group justify="space-between" wrap="nowrap">
                <Badge color={category.color} variant="filled" size="lg" styles={{ label: { textTransform: 'none' } }}>
                  {category.name}
                </Badge>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${t('storeAdmin.categories.edit')} ${category.name}`}
                    onClick={() => setEditing(category)}
                  >
                    ✎
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('storeAdmin.categories.delete')} ${category.name}`}
                    onClick={() => deletion.ask(category)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing !== undefined && <CategoryModal category={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDelete
        text={deletion.target && t('storeAdmin.categories.confirmDelete', { name: deletion.target.name })}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Stack>
  );
}
