import { useState } from 'react';
import { Button, Group, NativeSelect, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dish, DishRequest } from '@mb/contracts';
import { FormCard } from '../layout/form-card.js';
import { PesoInput } from '../layout/peso-input.js';
import { draftsOf, OptionGroupsEditor, requestOf } from './option-groups-editor.js';
import type { MenuCategory } from '../orders/order-taking-api.js';

const validPrice = (price: unknown): price is number =>
  typeof price === 'number' && Number.isInteger(price) && price > 0 && price <= 100_000_000;

/**
 * A dish's name, description, price in whole pesos, category, availability and option groups: a new one, or `dish`
 * edited. Checked here for a quick answer and again by the server, whose refusal the page shows.
 */
export function DishForm({
  categories,
  dish,
  onSave,
  onCancel,
}: {
  categories: MenuCategory[];
  dish?: Dish;
  onSave: (dish: DishRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('restaurant');
  const [name, setName] = useState(dish?.name ?? '');
  const [description, setDescription] = useState(dish?.description ?? '');
  const [price, setPrice] = useState<number | string>(dish?.price ?? '');
  const [categoryId, setCategoryId] = useState(dish?.category_id ?? '');
  const [available, setAvailable] = useState(dish?.available ?? true);
  const [groups, setGroups] = useState(() => draftsOf(dish?.option_groups));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = {
    name: name.trim() ? null : t('menu.nameRequired'),
    price: validPrice(price) ? null : t('menu.priceInvalid'),
    category: categories.some((category) => category.id === categoryId) ? null : t('menu.categoryRequired'),
  };
  const title = dish ? t('menu.editDish', { name: dish.name }) : t('menu.newDish');

  async function submit() {
    setTried(true);
    if (errors.name || errors.price || errors.category) return;
    setSaving(true);
    try {
      const option_groups = requestOf(groups);
      await onSave({
        name: name.trim(),
        description: description.trim(),
        price: price as number,
        category_id: categoryId,
        available,
        option_groups,
      });
      if (!dish) {
        setName('');
        setDescription('');
        setPrice('');
        setGroups([]);
        setTried(false);
      }
    } catch {
      // Shown by the page; what was typed stays.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormCard title={title} onSubmit={() => void submit()}>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('menu.name')}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.currentTarget.value)}
          error={tried && errors.name}
        />
        <PesoInput label={t('menu.price')} value={price} onChange={setPrice} error={tried && errors.price} />
        <NativeSelect
          label={t('menu.category')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          data={[{ value: '', label: '—' }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
          error={tried && errors.category}
        />
      </Group>
      <Textarea
        label={t('menu.description')}
        value={description}
        maxLength={500}
        rows={2}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <OptionGroupsEditor groups={groups} onChange={setGroups} />
      <Group justify="space-between">
        <Switch label={t('menu.available')} checked={available} onChange={(event) => setAvailable(event.currentTarget.checked)} />
        <Group gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('menu.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {dish ? t('menu.save') : t('menu.addDish')}
          </Button>
        </Group>
      </Group>
    </FormCard>
  );
}
