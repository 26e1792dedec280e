import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '@mb/contracts';
import { sortOrders, type ListingChoice, type SortOrder } from './product-listing.js';

interface StoreToolbarProps {
  choice: ListingChoice;
  onChange(choice: ListingChoice): void;
  categories: readonly Category[];
}

/** Search box, sort select and the category buttons ('Todas' plus each category). */
export function StoreToolbar({ choice, onChange, categories }: StoreToolbarProps) {
  const { t } = useTranslation('store');
  const categoryButton = (name: string | null, label: string, color?: string) => {
    const selected = choice.category === name;
    return (
      <Button
        key={name ?? ''}
        size="compact-md"
        radius="xl"
        color={color}
        variant={selected ? 'filled' : 'light'}
        aria-pressed={selected}
        onClick={() => onChange({ ...choice, category: name })}
      >
        {label}
      </Button>
    );
  };
  return (
    <>
      <Group align="flex-end" gap="md" grow preventGrowOverflow={false}>
        <TextInput
          type="search"
          label={t('store.searchLabel')}
          placeholder={t('store.searchPlaceholder')}
          value={choice.search}
          onChange={(event) => onChange({ ...choice, search: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('store.sortLabel')}
          value={choice.sort}
          data={sortOrders.map((order) => ({ value: order, label: t(`store.sort.${order}`) }))}
          onChange={(event) => onChange({ ...choice, sort: event.currentTarget.value as SortOrder })}
          maw={260}
        />
      </Group>
      <Group gap="xs" role="group" aria-label={t('store.categoriesLabel')}>
        {categoryButton(null, t('store.allCategories'))}
        {categories.map((category) => categoryButton(category.name, category.name, category.color))}
      </Group>
    </>
  );
}
