import { useState } from 'react';
import { Button, Group, Loader, Modal, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { expenseCategories, type Expense, type ExpenseCategory } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { DownloadButton } from '../invoicing/download-button.js';
import { Refusal } from '../layout/form-card.js';
import { LoadFailure } from '../layout/load-failure.js';
import { notifySuccess } from '../menu/notify.js';
import { expensesPath, type FinanceScope, useDeleteExpense, useExpenses } from './finance-api.js';

/** '¿Eliminar el gasto…?' with the reason the service keeps beside who deleted it. */
function DeleteExpense({ expense, onClose }: { expense: Expense; onClose: () => void }) {
  const { t } = useTranslation('restaurant');
  const remove = useDeleteExpense();
  const [reason, setReason] = useState('');
  const confirm = () =>
    remove.mutate(
      { id: expense.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('finance.delete.done', { description: expense.description }));
          onClose();
        },
      },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('finance.delete.title', { description: expense.description, amount: formatCop(expense.amount) })}
    >
      <Stack gap="sm">
        {expense.paid_from === 'caja' && <Text size="sm">{t('finance.delete.cashStays')}</Text>}
        <TextInput
          label={t('finance.delete.reason')}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Refusal error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('finance.delete.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('finance.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The expenses of the range, of one category or all, each with who recorded it; deleting asks first, with a reason. */
export function ExpensesList({ scope }: { scope: FinanceScope }) {
  const { range } = scope;
  const { t } = useTranslation('restaurant');
  const [category, setCategory] = useState<ExpenseCategory | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const list = useExpenses(scope, category);
  const fileName = (format: string) => `gastos-${range.from}-a-${range.to}.${format}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h4">
          {t('finance.expenses.title')}
        </Title>
        <Group gap="xs" align="flex-end">
          <NativeSelect
            size="xs"
            label={t('finance.expenses.category')}
            value={category ?? ''}
            onChange={(event) => setCategory((event.currentTarget.value || null) as ExpenseCategory | null)}
            data={[
              { value: '', label: t('finance.expenses.allCategories') },
              ...expenseCategories.map((value) => ({ value, label: t(`finance.categories.${value}`) })),
            ]}
          />
          <DownloadButton
            path={expensesPath(scope, category, 'csv')}
            fileName={fileName('csv')}
            label={t('finance.exportCsv')}
            name={t('finance.expenses.exportCsv')}
          />
          <DownloadButton
            path={expensesPath(scope, category, 'xlsx')}
            fileName={fileName('xlsx')}
            label={t('finance.exportXlsx')}
            name={t('finance.expenses.exportXlsx')}
          />
        </Group>
      </Group>
      {list.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('finance.loading')}</Text>
        </Group>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.expenses.length === 0 ? (
        <Text c="dimmed">{t('finance.expenses.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('finance.expenses.title')}>
            <Table.Thead>
              <Table.Tr>
                {(['date', 'category', 'supplier', 'description', 'paidFrom', 'by', 'amount'] as const).map((column) => (
                  <Table.Th key={column}>{t(`finance.expenses.columns.${column}`)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.expenses.map((expense) => (
                <Table.Tr key={expense.id}>
                  <Table.Td>{expense.date}</Table.Td>
                  <Table.Td>{t(`finance.categories.${expense.category}`)}</Table.Td>
                  <Table.Td>{expense.supplier}</Table.Td>
                  <Table.Td>{expense.description}</Table.Td>
                  <Table.Td>{t(`finance.paidFrom.${expense.paid_from}`)}</Table.Td>
                  <Table.Td>{expense.created_by_name}</Table.Td>
                  <Table.Td>{formatCop(expense.amount)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(expense)}
                      aria-label={t('finance.delete.button', { description: expense.description })}
                    >
                      {t('finance.delete.confirm')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={6}>{t('finance.expenses.total')}</Table.Th>
                <Table.Th>{formatCop(list.data.total)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      {deleting && <DeleteExpense expense={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
