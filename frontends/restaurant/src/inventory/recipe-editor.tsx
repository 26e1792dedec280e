import { useState } from 'react';
import { Button, CloseButton, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dish, Recipe, Supply } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { Fact } from '../layout/fact.js';
import { LoadFailure } from '../layout/load-failure.js';
import { notifySuccess } from '../menu/notify.js';
import { useDishes } from '../orders/order-taking-api.js';
import { FormCard, Refusal } from '../layout/form-card.js';
import { useRecipe, useSaveRecipe } from './inventory-api.js';
import { supplyChoices } from './inventory-format.js';
import { QuantityInput } from './supply-form.js';

interface Line {
  supply_id: string;
  quantity: number | string;
}

/** One dish's recipe as its lines (a supply and its quantity per portion) and, as the service computes them, its cost and margin. */
function DishRecipe({ dish, recipe, supplies }: { dish: Dish; recipe: Recipe; supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  const save = useSaveRecipe();
  const [lines, setLines] = useState<Line[]>(() => recipe.lines.map(({ supply_id, quantity }) => ({ supply_id, quantity })));
  const change = (index: number, line: Partial<Line>) => setLines(lines.map((one, at) => (at === index ? { ...one, ...line } : one)));
  // A line as saved has the service's cost; one being edited shows none until it is saved.
  const savedCost = (line: Line) => {
    const saved = recipe.lines.find((one) => one.supply_id === line.supply_id && one.quantity === Number(line.quantity));
    return saved ? formatCop(saved.cost) : '—';
  };
  const unitOf = (id: string) => supplies.find((supply) => supply.id === id)?.unit;
  const submit = () =>
    save.mutate(
      { dishId: dish.id, recipe: { lines: lines.map((line) => ({ supply_id: line.supply_id, quantity: Number(line.quantity) })) } },
      { onSuccess: () => notifySuccess(t('inventory.recipes.saved', { name: dish.name })) },
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Fact label={t('inventory.recipes.price')} value={formatCop(recipe.price)} />
        <Fact label={t('inventory.recipes.cost')} value={formatCop(recipe.cost)} />
        <Fact label={t('inventory.recipes.margin')} value={formatCop(recipe.margin)} />
      </SimpleGrid>
      <FormCard title={t('inventory.recipes.lines', { name: dish.name })} onSubmit={submit}>
        {lines.length === 0 && <Text c="dimmed">{t('inventory.recipes.empty')}</Text>}
        {lines.map((line, index) => {
          const position = index + 1;
          const unit = unitOf(line.supply_id);
          return (
            <Group key={position} align="flex-end" gap="xs" wrap="nowrap">
              <NativeSelect
                aria-label={t('inventory.recipes.supplyOf', { position })}
                value={line.supply_id}
                onChange={(event) => change(index, { supply_id: event.currentTarget.value })}
                data={supplyChoices(supplies, t)}
                style={{ flex: 2 }}
              />
              <QuantityInput
                aria-label={t('inventory.recipes.quantityOf', { position })}
                value={line.quantity}
                onChange={(quantity) => change(index, { quantity })}
                allowNegative={false}
                rightSection={unit && <Text size="xs">{t(`inventory.units.${unit}`)}</Text>}
                style={{ flex: 1 }}
              />
              <Text size="sm" w={100} ta="right" aria-label={t('inventory.recipes.lineCost', { position })}>
                {savedCost(line)}
              </Text>
              <CloseButton
                aria-label={t('inventory.recipes.removeLine', { position })}
                onClick={() => setLines(lines.filter((_, at) => at !== index))}
              />
            </Group>
          );
        })}
        <Refusal error={save.error} />
        <Group gap="xs">
          <Button variant="light" onClick={() => setLines([...lines, { supply_id: '', quantity: '' }])}>
            {t('inventory.recipes.addLine')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('inventory.recipes.save')}
          </Button>
        </Group>
      </FormCard>
    </Stack>
  );
}

/** Pick a dish, then edit its recipe; the cost and margin shown are the service's, refreshed after each save. */
export function RecipeEditor({ supplies }: { supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  const dishes = useDishes();
  const [dishId, setDishId] = useState<string | null>(null);
  const recipe = useRecipe(dishId);
  const dish = dishes.data?.find((candidate) => candidate.id === dishId);
  if (dishes.isError) return <LoadFailure error={dishes.error} onRetry={() => void dishes.refetch()} />;
  if (dishes.data?.length === 0) return <Text c="dimmed">{t('inventory.recipes.noDishes')}</Text>;
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('inventory.recipes.dish')}
        value={dishId ?? ''}
        onChange={(event) => setDishId(event.currentTarget.value || null)}
        data={[
          { value: '', label: t('inventory.recipes.choose') },
          ...(dishes.data ?? []).map(({ id, name }) => ({ value: id, label: name })),
        ]}
      />
      {recipe.isError && <LoadFailure error={recipe.error} onRetry={() => void recipe.refetch()} />}
      {dish && recipe.data && (
        // Keyed by what the service answered, so a saved recipe starts the lines again from it.
        <DishRecipe key={`${dish.id}:${JSON.stringify(recipe.data)}`} dish={dish} recipe={recipe.data} supplies={supplies} />
      )}
    </Stack>
  );
}
