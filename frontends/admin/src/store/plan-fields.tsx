import { ActionIcon, Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { annualPrice, formatCop } from '@mb/contracts';
import type { ProductFormValues } from './product-form.js';

type PlanPath = `plans.${'estandar' | 'pro' | 'gold'}` | `custom_plans.${number}`;

/** Whole pesos; blank allowed only where `required` is false. */
export function pesosRule(t: (key: string) => string, options: { required: boolean; positive: boolean }) {
  return (value: number | '') => {
    if (value === '') return !options.required || t('storeAdmin.form.priceRequired');
    if (!Number.isInteger(value) || value < 0) return t('storeAdmin.form.pesosInvalid');
    return !options.positive || value > 0 || t('storeAdmin.form.priceRequired');
  };
}

/** A whole-pesos amount typed into the form ('' while blank). */
export function PesosInput({
  name,
  label,
  required = false,
  positive = false,
}: {
  name: FieldPath<ProductFormValues>;
  label: string;
  required?: boolean;
  positive?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Controller
      name={name}
      rules={{ validate: (value) => pesosRule(t, { required, positive })(value as number | '') }}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={field.value as number | ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The monthly price and the annual one, computed and read-only (spec 2 §5). */
export function PlanPrices({ path, required }: { path: PlanPath; required: boolean }) {
  const { t } = useTranslation('admin');
  const price = useWatch<ProductFormValues>({ name: `${path}.price` }) as number | '';
  return (
    <Group grow align="flex-start">
      <PesosInput name={`${path}.price`} label={t('storeAdmin.form.price')} required={required} positive />
      <TextInput
        label={t('storeAdmin.form.priceAnnual')}
        description={t('storeAdmin.form.priceAnnualHint')}
        readOnly
        value={typeof price === 'number' && price > 0 ? formatCop(annualPrice(price)) : ''}
      />
    </Group>
  );
}

/** A plan's features as name + included; entries left without a name are dropped on save. */
export function FeatureList({ path }: { path: PlanPath }) {
  const { t } = useTranslation('admin');
  const { register, control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.features` as 'plans.estandar.features' });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('storeAdmin.form.features')}
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            aria-label={t('storeAdmin.form.featureName')}
            placeholder={t('storeAdmin.form.featureName')}
            {...register(`${path}.features.${index}.name` as 'plans.estandar.features.0.name')}
          />
          <Controller
            name={`${path}.features.${index}.enabled` as 'plans.estandar.features.0.enabled'}
            render={({ field: enabled }) => (
              <Switch
                label={t('storeAdmin.form.featureEnabled')}
                checked={enabled.value as boolean}
                onChange={(event) => enabled.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <ActionIcon variant="subtle" color="red" aria-label={t('storeAdmin.form.removeFeature')} onClick={() => remove(index)}>
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Button variant="subtle" size="xs" w="fit-content" onClick={() => append({ name: '', enabled: true })}>
        {t('storeAdmin.form.addFeature')}
      </Button>
    </Stack>
  );
}
