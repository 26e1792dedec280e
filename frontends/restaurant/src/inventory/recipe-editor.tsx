import { useState } from 'react';
import { Button, CloseButton, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
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
type SavedLine = Recipe['lines'][number];

const editable = (lines: readonly SavedLine[]): Line[] => lines.map(({ supply_id, quantity }) => ({ supply_id, quantity }));
const sent = (lines: readonly Line[]) => lines.map((line) => ({ supply_id: line.supply_id, quantity: Number(line.quantity) }));

/** One recipe's lines (a supply and its quantity), each as saved with the cost the service computed for it. */
function RecipeLines({
  lines,
  saved,
  supplies,
  onChange,
}: {
  lines: Line[];
  saved: readonly SavedLine[];
  supplies: Supply[];
  onChange: (lines: Line[]) => void;
}) {
  const { t } = useTranslation('restaurant');
  const change = (index: number, line: Partial<Line>) => onChange(lines.map((one, at) => (at === index ? { ...one, ...line } : one)));
  // A line as saved has the service's cost; one being edited shows none until it is saved.
  const savedCost = (line: Line) => {
    const found = saved.find((one) => one.supply_id === line.supply_id && one.quantity === Number(line.quantity));
    return found ? formatCop(found.cost) : '—';
  };
  const unitOf = (id: string) => supplies.find((supply) => supply.id === id)?.unit;
  return (
    <>
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
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
            />
          </Group>
        );
      })}
      <div>
        <Button variant="light" onClick={() => onChange([...lines, { supply_id: '', quantity: '' }])}>
          {t('inventory.recipes.addLine')}
        </Button>
      </div>
    </>
  );
}

/**
 * One dish's recipe as its lines and, as the service computes them, its cost and margin; below, each of the dish's
 * options with what choosing it adds to the portion (such as '+huevo'), saved with the dish's.
 */
function DishRecipe({ dish, recipe, supplies }: { dish: Dish; recipe: Recipe; supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  const save = useSaveRecipe();
  const [lines, setLines] = useState<Line[]>(() => editable(recipe.lines));
  const savedOption = (optionId: string) => recipe.options.find((option) => option.option_id === optionId);
  const options = dish.option_groups.flatMap((group) => group.options.map((option) => ({ ...option, group: group.name })));
  const [optionLines, setOptionLines] = useState<Record<string, Line[]>>(() =>
    Object.fromEntries(options.map((option) => [option.id, editable(savedOption(option.id)?.lines ?? [])])),
  );
  const submit = () => {
    const chosen = options.filter((option) => (optionLines[option.id] ?? []).length > 0);
    const request = {
      lines: sent(lines),
      ...(options.length > 0 && { options: chosen.map((option) => ({ option_id: option.id, lines: sent(optionLines[option.id]!) })) }),
    };
    // Not mutate's own onSuccess: the saved recipe starts this form again (see its key), which may come before that
    // would run. A refusal shows under the lines (save.error).
    save.mutateAsync({ dishId: dish.id, recipe: request }).then(
      () => notifySuccess(t('inventory.recipes.saved', { name: dish.name })),
      () => undefined,
    );
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Fact label={t('inventory.recipes.price')} value={formatCop(recipe.price)} />
        <Fact label={t('inventory.recipes.cost')} value={formatCop(recipe.cost)} />
        <Fact label={t('inventory.recipes.margin')} value={formatCop(recipe.margin)} />
      </SimpleGrid>
      <FormCard title={t('inventory.recipes.lines', { name: dish.name })} onSubmit={submit}>
        {lines.length === 0 && <Text c="dimmed">{t('inventory.recipes.empty')}</Text>}
        <RecipeLines lines={lines} saved={recipe.lines} supplies={supplies} onChange={setLines} />
        {options.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('inventory.recipes.optionsHint')}
          </Text>
        )}
        {options.map((option) => (
          <Fieldset key={option.id} legend={t('inventory.recipes.option', { group: option.group, name: option.name })} p="sm">
            <Stack gap="xs">
              <Text size="sm">{t('inventory.recipes.optionCost', { cost: formatCop(savedOption(option.id)?.cost ?? 0) })}</Text>
              <RecipeLines
                lines={optionLines[option.id] ?? []}
                saved={savedOption(option.id)?.lines ?? []}
                supplies={supplies}
                onChange={(changed) => setOptionLines({ ...optionLines, [option.id]: changed })}
              />
            </Stack>
          </Fieldset>
        ))}
        <Refusal error={save.error} />
        <Group gap="xs">
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
