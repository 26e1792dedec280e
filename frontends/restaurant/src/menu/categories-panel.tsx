import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../layout/confirm-button.js';
import type { MenuCategory } from '../orders/order-taking-api.js';
import type { MenuChanges } from './menu-api.js';
import { notifyFailure, notifySuccess } from './notify.js';

function CategoryRow({ category, changes, readOnly }: { category: MenuCategory; changes: MenuChanges; readOnly: boolean }) {
  const { t } = useTranslation('restaurant');
  const [renaming, setRenaming] = useState<string | null>(null);
  if (renaming !== null) {
    return (
      <Group
        component="form"
        gap="xs"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          changes.renameCategory.mutate({ id: category.id, name: renaming.trim() }, { onSuccess: () => setRenaming(null), onError: notifyFailure });
        }}
      >
        <TextInput size="xs" aria-label={t('menu.renameCategory', { name: category.name })} value={renaming} maxLength={60} onChange={(event) => setRenaming(event.currentTarget.value)} />
        <Button size="compact-sm" type="submit" disabled={!renaming.trim()}>
          {t('menu.save')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setRenaming(null)}>
          {t('menu.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between" wrap="wrap" role="group" aria-label={category.name}>
      <Group gap="xs">
        <Text fw={600}>{category.name}</Text>
        <Badge variant="light">{t('menu.dishCount', { count: category.dishes })}</Badge>
      </Group>
      {!readOnly && (
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => setRenaming(category.name)}>
            {t('menu.rename')}
          </Button>
          {category.dishes > 0 ? (
            <Text size="xs" c="dimmed">
              {t('menu.categoryHasDishes')}
            </Text>
          ) : (
            <ConfirmButton
              size="compact-sm"
              question={t('menu.deleteCategory', { name: category.name })}
              onConfirm={() => changes.deleteCategory.mutate(category.id, { onSuccess: () => notifySuccess(t('menu.deleted')), onError: notifyFailure })}
            >
              {t('menu.delete')}
            </ConfirmButton>
          )}
        </Group>
      )}
    </Group>
  );
}

/** The menu's categories with their dish counts; a category with dishes cannot be deleted (the server says so too). */
export function CategoriesPanel({ categories, changes, readOnly }: { categories: MenuCategory[]; changes: MenuChanges; readOnly: boolean }) {
  const { t } = useTranslation('restaurant');
  const [name, setName] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    changes.addCategory.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        notifySuccess(t('menu.categoryAdded', { name: trimmed }));
      },
      onError: notifyFailure,
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('menu.categories')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('menu.categories')}
        </Title>
        {categories.length === 0 ? <Text c="dimmed">{t('menu.noCategories')}</Text> : categories.map((category) => <CategoryRow key={category.id} category={category} changes={changes} readOnly={readOnly} />)}
        {!readOnly && (
          <Group component="form" onSubmit={add} align="flex-end" gap="xs" aria-label={t('menu.newCategory')}>
            <TextInput label={t('menu.categoryName')} value={name} maxLength={60} onChange={(event) => setName(event.currentTarget.value)} style={{ flex: 1 }} />
            <Button type="submit" loading={changes.addCategory.isPending} disabled={!name.trim()}>
              {t('menu.addCategory')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
