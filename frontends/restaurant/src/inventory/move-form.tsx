import { useState } from 'react';
import { Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockMoveRequest, Supply } from '@mb/contracts';
import { notifySuccess } from '../menu/notify.js';
import { FormCard, Refusal } from '../layout/form-card.js';
import { useRecordMove } from './inventory-api.js';
import { formatQuantity, supplyChoices } from './inventory-format.js';
import { QuantityInput } from './supply-form.js';

const reasons = ['compra', 'merma', 'ajuste'] as const;

/** A purchase (adds), waste (takes away) or adjustment (signed), with its reason; the service records who made it. */
export function MoveForm({ supplies }: { supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  const record = useRecordMove();
  const [supplyId, setSupplyId] = useState('');
  const [reason, setReason] = useState<(typeof reasons)[number]>('compra');
  const [quantity, setQuantity] = useState<number | string>('');
  const [note, setNote] = useState('');
  const unit = supplies.find((supply) => supply.id === supplyId)?.unit ?? 'g';
  const submit = () => {
    const move = { reason, supply_id: supplyId, quantity: quantity === '' ? undefined : Number(quantity), note: note.trim() };
    // Sent as typed: the service answers an empty or wrong field with its message.
    record.mutate(move as StockMoveRequest, {
      onSuccess: (supply) => {
        notifySuccess(t('inventory.move.recorded', { name: supply.name, stock: formatQuantity(supply.stock, supply.unit, t) }));
        setQuantity('');
        setNote('');
      },
    });
  };
  return (
    <FormCard title={t('inventory.move.title')} onSubmit={submit}>
      <NativeSelect
        label={t('inventory.move.supply')}
        value={supplyId}
        onChange={(event) => setSupplyId(event.currentTarget.value)}
        data={supplyChoices(supplies, t)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="move-reason">
          {t('inventory.move.reason')}
        </Text>
        <SegmentedControl
          aria-labelledby="move-reason"
          value={reason}
          onChange={(value) => setReason(value as typeof reason)}
          data={reasons.map((value) => ({ value, label: t(`inventory.move.reasons.${value}`) }))}
        />
      </Stack>
      <Group grow align="flex-start" wrap="wrap">
        <QuantityInput
          label={t(reason === 'ajuste' ? 'inventory.move.quantityAdjust' : 'inventory.move.quantity', {
            unit: t(`inventory.units.${unit}`),
          })}
          value={quantity}
          onChange={setQuantity}
          allowNegative={reason === 'ajuste'}
        />
        <TextInput label={t('inventory.move.note')} value={note} maxLength={200} onChange={(event) => setNote(event.currentTarget.value)} />
      </Group>
      <Refusal error={record.error} />
      <Group>
        <Button type="submit" loading={record.isPending} disabled={!supplyId}>
          {t('inventory.move.record')}
        </Button>
      </Group>
    </FormCard>
  );
}
