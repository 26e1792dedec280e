import { useState } from 'react';
import { Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import type { Branch, BranchDish, Dish } from '@mb/contracts';
import { useTranslation } from 'react-i18next';
import { PesoInput } from '../layout/peso-input.js';
import { useDishes } from '../orders/order-taking-api.js';
import { useBranchDishes, useSetBranchDish } from './branches-api.js';
import './branches-translations.js';

/** One dish in the branch: its own price (empty: the menu's) and whether the branch sells it, saved on its own. */
function BranchDishRow({ branch, dish, own }: { branch: Branch; dish: Dish; own: BranchDish | undefined }) {
  const { t } = useTranslation('restaurant');
  const save = useSetBranchDish(branch.id);
  const [price, setPrice] = useState<number | ''>(own?.price ?? '');
  const [available, setAvailable] = useState(own?.available ?? true);
  return (
    <Table.Tr>
      <Table.Td>{dish.name}</Table.Td>
      <Table.Td>
        <PesoInput
          size="xs"
          aria-label={t('branches.price', { name: dish.name })}
          placeholder={t('branches.menuPrice')}
          value={price}
          onChange={(value) => setPrice(typeof value === 'number' ? value : '')}
          error={save.error?.message}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('branches.available', { name: dish.name })}
          checked={available}
          onChange={(event) => setAvailable(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            loading={save.isPending}
            onClick={() => save.mutate({ dish_id: dish.id, price: price === '' ? null : price, available })}
          >
            {t('branches.saveDish')}
          </Button>
          {save.isSuccess && <Text size="sm">{t('branches.saved')}</Text>}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The shared menu as the branch sells it (issue 37 item 4): each dish's own price and availability there. */
export function BranchPrices({ branch }: { branch: Branch }) {
  const { t } = useTranslation('restaurant');
  const dishes = useDishes();
  const own = useBranchDishes(branch.id);
  if (!dishes.data || !own.data) return null;
  const ownOf = new Map(own.data.map((row) => [row.dish_id, row]));
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('branches.pricesTitle', { name: branch.name })}</Text>
      <Table aria-label={t('branches.pricesTitle', { name: branch.name })}>
        <Table.Tbody>
          {dishes.data.map((dish) => (
            <BranchDishRow key={dish.id} branch={branch} dish={dish} own={ownOf.get(dish.id)} />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
