import { useState } from 'react';
import { Button, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dish, DishOptionGroup } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import '../options/dish-options-translations.js';

const hintOf = (group: DishOptionGroup) => {
  if (!group.multiple) return group.required ? 'dishOptions.chooseOne' : 'dishOptions.chooseOneOptional';
  return group.max === null ? 'dishOptions.chooseAny' : 'dishOptions.chooseUpTo';
};

/**
 * Tap to choose a dish's options before it goes to the order: one chip per option (its extra beside it), a group's
 * rule under its name; 'Agregar' shows the price with the extras and says which required group still lacks a choice.
 * The server checks the same rules again.
 */
export function DishOptionsPanel({ dish, onAdd, onClose }: { dish: Dish; onAdd: (options: string[]) => void; onClose: () => void }) {
  const { t } = useTranslation('restaurant');
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const picked = (group: DishOptionGroup) => chosen[group.id] ?? [];
  const choose = (group: DishOptionGroup, ids: string[]) => {
    // A single choice keeps the last chip tapped; a full multiple choice takes no more.
    const next = group.multiple ? ids.slice(0, group.max ?? ids.length) : ids.slice(-1);
    setChosen({ ...chosen, [group.id]: next });
  };
  const all = dish.option_groups.flatMap((group) => picked(group));
  const extras = dish.option_groups
    .flatMap((group) => group.options)
    .filter((option) => all.includes(option.id))
    .reduce((sum, option) => sum + option.extra, 0);
  const missing = dish.option_groups.find((group) => group.required && picked(group).length === 0);
  const [tried, setTried] = useState(false);

  return (
    <Modal opened onClose={onClose} title={t('dishOptions.choose', { name: dish.name })} centered>
      <Stack gap="md">
        {dish.option_groups.map((group) => (
          <Stack key={group.id} gap={6} role="group" aria-label={group.name}>
            <Group gap="xs">
              <Text fw={600}>{group.name}</Text>
              <Text size="sm" c="dimmed">
                {t(hintOf(group), { max: group.max })}
              </Text>
            </Group>
            <Chip.Group multiple value={picked(group)} onChange={(ids) => choose(group, ids)}>
              <Group gap="xs">
                {group.options.map((option) => (
                  <Chip key={option.id} value={option.id} size="md">
                    {option.extra > 0 ? `${option.name} +${formatCop(option.extra)}` : option.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        ))}
        {tried && missing && (
          <Text c="red" size="sm" role="alert">
            {t('dishOptions.missing', { group: missing.name })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dishOptions.cancel')}
          </Button>
          <Button
            onClick={() => {
              setTried(true);
              if (!missing) onAdd(all);
            }}
          >
            {t('dishOptions.add', { total: formatCop(dish.price + extras) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
