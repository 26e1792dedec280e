import { Button, Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { expenseCategories, expenseRequest, type ExpenseCategory, type ExpensePaidFrom, type ExpenseRequest } from '@mb/contracts';
import { FormCard, Refusal } from '../layout/form-card.js';
import { PesoInput } from '../layout/peso-input.js';
import { notifySuccess } from '../menu/notify.js';
import { colombiaDay } from '../stats/colombia-day.js';
import { useRecordExpense } from './finance-api.js';

interface ExpenseValues {
  category: ExpenseCategory;
  supplier: string;
  description: string;
  amount: number | string;
  date: string;
  paid_from: ExpensePaidFrom;
}

/** The service's own contract checks the form, so each field's message is the one the server would give. */
const contractResolver: Resolver<ExpenseValues, unknown, ExpenseRequest> = async (values) => {
  const parsed = expenseRequest.safeParse({ ...values, amount: values.amount === '' ? undefined : Number(values.amount) });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], { type: issue.code, message: issue.message }]));
  return { values: {}, errors };
};

const blank = (): ExpenseValues => ({
  category: 'insumos',
  supplier: '',
  description: '',
  amount: '',
  date: colombiaDay(),
  paid_from: 'otro',
});

/**
 * A new expense (gasto): category, supplier, description, amount in pesos, the day, and where it was paid from. One
 * paid from the register ('caja') is today's and comes out of the open shift's cash, so its day is not asked.
 */
export function ExpenseForm() {
  const { t } = useTranslation('restaurant');
  const record = useRecordExpense();
  const { register, control, handleSubmit, watch, reset, formState } = useForm<ExpenseValues, unknown, ExpenseRequest>({
    defaultValues: blank(),
    resolver: contractResolver,
  });
  const fromCash = watch('paid_from') === 'caja';
  const submit = handleSubmit((expense) =>
    record.mutate(fromCash ? { ...expense, date: undefined } : expense, {
      onSuccess: (saved) => {
        notifySuccess(t('finance.form.saved', { description: saved.description }));
        reset(blank());
      },
    }),
  );
  const error = (field: keyof ExpenseValues) => formState.errors[field]?.message;

  return (
    <FormCard title={t('finance.form.title')} onSubmit={() => void submit()}>
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('finance.form.category')}
          data={expenseCategories.map((value) => ({ value, label: t(`finance.categories.${value}`) }))}
          error={error('category')}
          {...register('category')}
        />
        <TextInput label={t('finance.form.supplier')} maxLength={80} error={error('supplier')} {...register('supplier')} />
      </Group>
      <TextInput label={t('finance.form.description')} maxLength={200} error={error('description')} {...register('description')} />
      <Group grow align="flex-start" wrap="wrap">
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <PesoInput
              label={t('finance.form.amount')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error('amount')}
            />
          )}
        />
        {!fromCash && (
          <TextInput type="date" label={t('finance.form.date')} max={colombiaDay()} error={error('date')} {...register('date')} />
        )}
      </Group>
      <Controller
        control={control}
        name="paid_from"
        render={({ field }) => (
          <SegmentedControl
            aria-label={t('finance.form.paidFrom')}
            value={field.value}
            onChange={(value) => field.onChange(value as ExpensePaidFrom)}
            data={[
              { value: 'otro', label: t('finance.paidFrom.otro') },
              { value: 'caja', label: t('finance.paidFrom.caja') },
            ]}
          />
        )}
      />
      <Refusal error={record.error} />
      <Group gap="xs">
        <Button type="submit" loading={record.isPending}>
          {t('finance.form.save')}
        </Button>
      </Group>
    </FormCard>
  );
}
