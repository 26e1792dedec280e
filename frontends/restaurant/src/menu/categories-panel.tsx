import { useState, type FormEvent } from 'react';
import { ActionIcon, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../layout/confirm-button.js';
import type { Station } from '@mb/contracts';
import type { MenuCategory } from '../orders/order-taking-api.js';
import { useStations } from '../stations/stations-api.js';
import '../stations/stations-translations.js';
import type { MenuChanges } from './menu-api.js';
import { notifyFailure, notifySuccess } from './notify.js';

interface Place {
  first: boolean;
  last: boolean;
  move(step: -1 | 1): void;
}

interface CategoryRowProps {
  category: MenuCategory;
  changes: MenuChanges;
  readOnly: boolean;
  place: Place;
  stations: Station[];
}

/** Where the category's dishes are prepared: its station, or the default one (Cocina) when it names none. */
function StationSelect({ category, changes, stations }: Pick<CategoryRowProps, 'category' | 'changes' | 'stations'>) {
  const { t } = useTranslation('restaurant');
  const current = category.station_id ?? stations.find((station) => station.is_default)?.id;
  return (
    <NativeSelect
      size="xs"
      aria-label={t('stations.categoryStation', { name: category.name })}
      value={current}
      disabled={changes.setCategoryStation.isPending}
      data={stations.map((station) => ({ value: station.id, label: station.name }))}
      onChange={(event) =>
        changes.setCategoryStation.mutate(
          { id: category.id, name: category.name, stationId: event.currentTarget.value },
          { onError: notifyFailure },
        )
      }
    />
  );
}

function CategoryRow({ category, changes, readOnly, place, stations }: CategoryRowProps) {
  const { t } = useTranslation('restaurant');
  const moving = changes.reorderCategories.isPending;
  const up = t('menu.moveUp', { name: category.name });
  const down = t('menu.moveDown', { name: category.name });
  const [renaming, setRenaming] = useState<string | null>(null);
  if (renaming !== null) {
    return (
      <Group
        component="form"
        gap="xs"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          changes.renameCategory.mutate(
            { id: category.id, name: renaming.trim() },
            { onSuccess: () => setRenaming(null), onError: notifyFailure },
          );
        }}
      >
        <TextInput
          size="xs"
          aria-label={t('menu.renameCategory', { name: category.name })}
          value={renaming}
          maxLength={60}
          onChange={(event) => setRenaming(event.currentTarget.value)}
        />
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
          {stations.length > 0 && <StationSelect category={category} changes={changes} stations={stations} />}
          <ActionIcon variant="default" disabled={place.first || moving} aria-label={up} onClick={() => place.move(-1)}>
            <IconArrowUp size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" disabled={place.last || moving} aria-label={down} onClick={() => place.move(1)}>
            <IconArrowDown size={16} aria-hidden="true" />
          </ActionIcon>
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
              onConfirm={() =>
                changes.deleteCategory.mutate(category.id, { onSuccess: () => notifySuccess(t('menu.deleted')), onError: notifyFailure })
              }
            >
              {t('menu.delete')}
            </ConfirmButton>
          )}
        </Group>
      )}
    </Group>
  );
}

/**
 * The menu's categories in their order, with their dish counts and the station that prepares their dishes: moved up
 * or down one place at a time; a category with dishes cannot be deleted (the server says so too).
 */
export function CategoriesPanel({
  categories,
  changes,
  readOnly,
}: {
  categories: MenuCategory[];
  changes: MenuChanges;
  readOnly: boolean;
}) {
  const { t } = useTranslation('restaurant');
  const stations = useStations();
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
  // The whole order is sent, so the server can refuse one made from a stale list.
  const placeOf = (index: number): Place => ({
    first: index === 0,
    last: index === categories.length - 1,
    move: (step) => {
      const ids = categories.map((category) => category.id);
      [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
      changes.reorderCategories.mutate(ids, { onError: notifyFailure });
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('menu.categories')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('menu.categories')}
        </Title>
        {categories.length === 0 ? (
          <Text c="dimmed">{t('menu.noCategories')}</Text>
        ) : (
          categories.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              changes={changes}
              readOnly={readOnly}
              place={placeOf(index)}
              stations={stations.data ?? []}
            />
          ))
        )}
        {!readOnly && (
          <Group component="form" onSubmit={add} align="flex-end" gap="xs" aria-label={t('menu.newCategory')}>
            <TextInput
              label={t('menu.categoryName')}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={changes.addCategory.isPending} disabled={!name.trim()}>
              {t('menu.addCategory')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
