import { useState } from 'react';
import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CountDifference, Supply } from '@mb/contracts';
import { ConfirmButton } from '../layout/confirm-button.js';
import { FormCard, Refusal } from '../layout/form-card.js';
import { useRecordCount } from './inventory-api.js';
import { formatQuantity } from './inventory-format.js';
import { QuantityInput } from './supply-form.js';

/** What the count found, as the service answers it: expected, counted and the difference of each supply counted. */
function Differences({ differences, supplies }: { differences: CountDifference[]; supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  const unitOf = (id: string) => supplies.find((supply) => supply.id === id)?.unit ?? 'unidad';
  return (
    <Table aria-label={t('inventory.count.results')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('inventory.supplies.name')}</Table.Th>
          <Table.Th>{t('inventory.count.expected')}</Table.Th>
          <Table.Th>{t('inventory.count.countedColumn')}</Table.Th>
          <Table.Th>{t('inventory.count.difference')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {differences.map((one) => {
          const quantity = (value: number) => formatQuantity(value, unitOf(one.supply_id), t);
          return (
            <Table.Tr key={one.supply_id}>
              <Table.Td>{one.name}</Table.Td>
              <Table.Td>{quantity(one.expected)}</Table.Td>
              <Table.Td>{quantity(one.counted)}</Table.Td>
              <Table.Td c={one.difference < 0 ? 'red' : undefined} fw={one.difference === 0 ? undefined : 700}>
                {one.difference > 0 ? `+${quantity(one.difference)}` : quantity(one.difference)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A physical count: what was counted of each supply (empty: not counted). Recording it, after asking, sets each
 * counted supply's stock to what was counted and shows the differences the service found.
 */
export function CountForm({ supplies }: { supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  const record = useRecordCount();
  const [counted, setCounted] = useState<Record<string, number | string>>({});
  const [note, setNote] = useState('');
  const submit = () => {
    const counts = Object.entries(counted)
      .filter(([, value]) => value !== '')
      .map(([supply_id, value]) => ({ supply_id, counted: Number(value) }));
    record.mutate({ counts, note: note.trim() }, { onSuccess: () => setCounted({}) });
  };
  return (
    <Stack gap="md">
      <FormCard title={t('inventory.count.title')}>
        <Text size="sm" c="dimmed">
          {t('inventory.count.hint')}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('inventory.supplies.name')}</Table.Th>
              <Table.Th>{t('inventory.count.expected')}</Table.Th>
              <Table.Th>{t('inventory.count.countedColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {supplies.map((supply) => (
              <Table.Tr key={supply.id}>
                <Table.Td>{supply.name}</Table.Td>
                <Table.Td>{formatQuantity(supply.stock, supply.unit, t)}</Table.Td>
                <Table.Td>
                  <QuantityInput
                    aria-label={t('inventory.count.counted', { name: supply.name })}
                    value={counted[supply.id] ?? ''}
                    onChange={(value) => setCounted({ ...counted, [supply.id]: value })}
                    allowNegative={false}
                    rightSection={<Text size="xs">{t(`inventory.units.${supply.unit}`)}</Text>}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <TextInput
          label={t('inventory.count.note')}
          value={note}
          maxLength={200}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Refusal error={record.error} />
        <div>
          <ConfirmButton
            color="blue"
            variant="filled"
            loading={record.isPending}
            question={t('inventory.count.question')}
            onConfirm={submit}
          >
            {t('inventory.count.record')}
          </ConfirmButton>
        </div>
      </FormCard>
      {record.data && <Differences differences={record.data} supplies={supplies} />}
    </Stack>
  );
}
