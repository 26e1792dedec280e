import { useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, type NumberInputProps, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { supplyUnits, type Supply, type SupplyUnit } from '@mb/contracts';
import { PesoInput } from '../layout/peso-input.js';
import { notifySuccess } from '../menu/notify.js';
import { FormCard, Refusal } from '../layout/form-card.js';
import { useSaveSupply } from './inventory-api.js';

/** An integer typed, or undefined when the field is empty: the service then says what is missing, in its words. */
const typed = (value: number | string) => (value === '' ? undefined : Number(value));

/** A whole number of base units, grouped as Colombians write it (1.000). */
export function QuantityInput(props: NumberInputProps) {
  return (
    <NumberInput clampBehavior="none" allowDecimal={false} thousandSeparator="." decimalSeparator="," inputMode="numeric" {...props} />
  );
}

/**
 * A new supply, or `supply` edited (its unit stays: the recipes count in it). The service checks every field; its
 * refusal is shown as it says it and what was typed stays.
 */
export function SupplyForm({ supply, onDone }: { supply?: Supply; onDone?: () => void }) {
  const { t } = useTranslation('restaurant');
  const save = useSaveSupply();
  const [name, setName] = useState(supply?.name ?? '');
  const [unit, setUnit] = useState<SupplyUnit>(supply?.unit ?? 'g');
  const [cost, setCost] = useState<number | string>(supply?.cost ?? '');
  const [costQuantity, setCostQuantity] = useState<number | string>(supply?.cost_quantity ?? '');
  const [lowStock, setLowStock] = useState<number | string>(supply?.low_stock ?? 0);
  const title = supply ? t('inventory.form.edit', { name: supply.name }) : t('inventory.form.new');

  const submit = () => {
    const fields = { name: name.trim(), cost: typed(cost), cost_quantity: typed(costQuantity), low_stock: typed(lowStock) };
    save.mutate(
      { id: supply?.id, supply: supply ? fields : { ...fields, unit } },
      {
        onSuccess: (saved) => {
          notifySuccess(t(supply ? 'inventory.form.saved' : 'inventory.form.created', { name: saved.name }));
          if (!supply) {
            setName('');
            setCost('');
            setCostQuantity('');
            setLowStock(0);
          }
          onDone?.();
        },
      },
    );
  };

  return (
    <FormCard title={title} onSubmit={submit}>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={t('inventory.form.name')} value={name} maxLength={60} onChange={(event) => setName(event.currentTarget.value)} />
        <NativeSelect
          label={t('inventory.form.unit')}
          value={unit}
          disabled={Boolean(supply)}
          description={supply ? t('inventory.form.unitFixed') : undefined}
          onChange={(event) => setUnit(event.currentTarget.value as SupplyUnit)}
          data={supplyUnits.map((value) => ({ value, label: t(`inventory.unitNames.${value}`) }))}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <PesoInput label={t('inventory.form.cost')} value={cost} onChange={setCost} description={t('inventory.form.costHint')} />
        <QuantityInput label={t('inventory.form.costQuantity')} value={costQuantity} onChange={setCostQuantity} allowNegative={false} />
        <QuantityInput label={t('inventory.form.lowStock')} value={lowStock} onChange={setLowStock} allowNegative={false} />
      </Group>
      <Refusal error={save.error} />
      <Group gap="xs">
        <Button type="submit" loading={save.isPending}>
          {t('inventory.form.save')}
        </Button>
        {onDone && supply && (
          <Button variant="default" onClick={onDone}>
            {t('inventory.form.cancel')}
          </Button>
        )}
      </Group>
    </FormCard>
  );
}
