import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Supply } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { ConfirmButton } from '../layout/confirm-button.js';
import { notifyFailure, notifySuccess } from '../menu/notify.js';
import { useRemoveSupply } from './inventory-api.js';
import { formatQuantity } from './inventory-format.js';
import { SupplyForm } from './supply-form.js';

/** One supply: its stock, cost and threshold (marked when at or under it); editing opens its form in the row's place. */
function SupplyRow({ supply }: { supply: Supply }) {
  const { t } = useTranslation('restaurant');
  const remove = useRemoveSupply();
  const [editing, setEditing] = useState(false);
  const quantity = (value: number) => formatQuantity(value, supply.unit, t);
  if (editing) {
    return (
      <Table.Tr>
        <Table.Td colSpan={6}>
          <SupplyForm supply={supply} onDone={() => setEditing(false)} />
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr bg={supply.low ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td>
        {supply.name}
        {supply.low && (
          <Badge color="red" variant="filled" size="sm" ml={6}>
            {t('inventory.supplies.low')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{t(`inventory.units.${supply.unit}`)}</Table.Td>
      <Table.Td>{quantity(supply.stock)}</Table.Td>
      <Table.Td>{t('inventory.supplies.costPer', { cost: formatCop(supply.cost), quantity: quantity(supply.cost_quantity) })}</Table.Td>
      <Table.Td>{quantity(supply.low_stock)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            {t('inventory.supplies.edit')}
          </Button>
          <ConfirmButton
            size="compact-sm"
            question={t('inventory.supplies.removeQuestion', { name: supply.name })}
            onConfirm={() =>
              remove.mutate(supply.id, {
                onSuccess: () => notifySuccess(t('inventory.supplies.removed', { name: supply.name })),
                onError: notifyFailure,
              })
            }
          >
            {t('inventory.supplies.remove')}
          </ConfirmButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The restaurant's supplies and the form that adds one. */
export function SuppliesPanel({ supplies }: { supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap="md">
      <SupplyForm />
      {supplies.length === 0 ? (
        <Text c="dimmed">{t('inventory.supplies.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('inventory.supplies.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.supplies.name')}</Table.Th>
                <Table.Th>{t('inventory.supplies.unit')}</Table.Th>
                <Table.Th>{t('inventory.supplies.stock')}</Table.Th>
                <Table.Th>{t('inventory.supplies.cost')}</Table.Th>
                <Table.Th>{t('inventory.supplies.threshold')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {supplies.map((supply) => (
                <SupplyRow key={supply.id} supply={supply} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
