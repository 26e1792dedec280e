import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Chip, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dish } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { LoadFailure } from '../layout/load-failure.js';
import { DishOptionsPanel } from './dish-options-panel.js';
import { useCategories, useDishes, useFavourites } from './order-taking-api.js';

const allCategories = 'all';

/** Lower case without accents, so "bandeja" finds "Bandeja Paisa" and "limon" finds "Limonada de limón". */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The menu to add from: by category, searched, the person's favourites first; unavailable dishes cannot be added. A dish
 * with options opens the panel to choose them first.
 */
export function DishPicker({ onAdd, disabled }: { onAdd: (dish: Dish, options: string[]) => void; disabled: boolean }) {
  const { t } = useTranslation('restaurant');
  const categories = useCategories();
  const dishes = useDishes({ live: true });
  const favourites = useFavourites();
  const [category, setCategory] = useState(allCategories);
  const [search, setSearch] = useState('');
  const [choosing, setChoosing] = useState<Dish>();

  const shown = useMemo(() => {
    const wanted = searchable(search.trim());
    return (dishes.data ?? [])
      .filter((dish) => category === allCategories || dish.category_id === category)
      .filter((dish) => !wanted || searchable(`${dish.name} ${dish.description}`).includes(wanted))
      .sort((a, b) => Number(favourites.ids.has(b.id)) - Number(favourites.ids.has(a.id)) || a.name.localeCompare(b.name, 'es'));
  }, [dishes.data, category, search, favourites.ids]);

  // A failed look again (the menu is read every few seconds) keeps the menu known; only a first read that failed says so.
  const failure = (dishes.isLoadingError ? dishes.error : null) ?? categories.error;
  return (
    <Stack gap="sm" component="section" aria-label={t('orders.menu')}>
      <TextInput
        type="search"
        label={t('orders.search')}
        placeholder={t('orders.searchHint')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Chip.Group value={category} onChange={(value) => setCategory(value as string)}>
        <Group gap="xs" role="radiogroup" aria-label={t('orders.categories')}>
          <Chip value={allCategories}>{t('orders.allCategories')}</Chip>
          {categories.data?.map((entry) => (
            <Chip key={entry.id} value={entry.id}>
              {entry.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {dishes.isPending && <Loader aria-label={t('orders.loading')} />}
      {failure && <LoadFailure error={failure} onRetry={() => void Promise.all([dishes.refetch(), categories.refetch()])} />}
      {dishes.data && shown.length === 0 && (
        <Text c="dimmed">{dishes.data.length === 0 ? t('orders.emptyMenu') : t('orders.noMatch')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs">
        {shown.map((dish) => {
          const favourite = favourites.ids.has(dish.id);
          return (
            <Paper key={dish.id} withBorder p="xs" radius="md" role="group" aria-label={dish.name}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {dish.name}
                  </Text>
                  <Text size="sm">{formatCop(dish.price)}</Text>
                  {!dish.available && (
                    <Badge color="gray" size="xs">
                      {t('orders.unavailable')}
                    </Badge>
                  )}
                </Stack>
                <ActionIcon
                  variant={favourite ? 'filled' : 'subtle'}
                  color="yellow"
                  aria-label={favourite ? t('orders.unfavourite', { name: dish.name }) : t('orders.favourite', { name: dish.name })}
                  aria-pressed={favourite}
                  onClick={() => favourites.toggle.mutate(dish.id)}
                >
                  {favourite ? '★' : '☆'}
                </ActionIcon>
              </Group>
              <Button
                mt="xs"
                size="xs"
                fullWidth
                disabled={disabled || !dish.available}
                aria-label={t('orders.addDish', { name: dish.name })}
                onClick={() => (dish.option_groups.length > 0 ? setChoosing(dish) : onAdd(dish, []))}
              >
                {t('orders.add')}
              </Button>
            </Paper>
          );
        })}
      </SimpleGrid>
      {choosing && (
        <DishOptionsPanel
          dish={choosing}
          onClose={() => setChoosing(undefined)}
          onAdd={(options) => {
            setChoosing(undefined);
            onAdd(choosing, options);
          }}
        />
      )}
    </Stack>
  );
}
