import { Badge, Card, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tableStatuses, type TableStatus } from '@mb/contracts';
import { emit } from '@mb/ui';
import { LoadFailure } from '../layout/load-failure.js';
import { useTables } from '../orders/order-taking-api.js';
import { tableStatusColors } from '../orders/table-status-colors.js';
import { useRestaurantSession } from '../session/index.js';
import { NewTableForm } from './new-table-form.js';
import { useTableChanges } from './tables-api.js';
import './tables-translations.js';

const toastError = (error: Error) => emit('global-toast', { type: 'error', message: error.message });

/** /restaurant/panelControl/mesas: the floor's tables, a new one, and each one's status (restaurant admins). */
export function TablesPage() {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const tables = useTables();
  const { create, setStatus } = useTableChanges();
  const sorted = [...(tables.data ?? [])].sort((a, b) => a.number - b.number);

  const createTable = (table: Parameters<typeof create.mutateAsync>[0]) =>
    create.mutateAsync(table).then(
      (made) => emit('global-toast', { type: 'success', message: t('tables.created', { number: made.number }) }),
      (error: Error) => {
        toastError(error);
        throw error;
      },
    );
  const changeStatus = (id: string, number: number, status: TableStatus) =>
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () =>
          emit('global-toast', { type: 'success', message: t('tables.statusChanged', { number, status: t(`tables.statuses.${status}`) }) }),
        onError: toastError,
      },
    );

  return (
    <Stack gap="md">
      <Title order={2}>{t('tables.title')}</Title>
      <NewTableForm suggestedNumber={(sorted.at(-1)?.number ?? 0) + 1} disabled={readOnly} onCreate={createTable} />
      {tables.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('tables.loading')}</Text>
        </Group>
      ) : tables.isError ? (
        <LoadFailure error={tables.error} onRetry={() => void tables.refetch()} />
      ) : sorted.length === 0 ? (
        <Text c="dimmed">{t('tables.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {sorted.map((table) => (
            <Card
              key={table.id}
              withBorder
              radius="md"
              padding="sm"
              role="group"
              aria-label={t('tables.tableLabel', { number: table.number })}
            >
              <Group justify="space-between" mb={4}>
                <Text fw={700}>{t('tables.tableLabel', { number: table.number })}</Text>
                <Badge color={tableStatusColors[table.status]}>{t(`tables.statuses.${table.status}`)}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('tables.seatsCount', { count: table.seats })} · {table.zone || t('tables.noZone')}
              </Text>
              {table.open_orders > 0 && <Text size="sm">{t('tables.openOrders', { count: table.open_orders })}</Text>}
              <NativeSelect
                mt="xs"
                size="xs"
                label={t('tables.status', { number: table.number })}
                value={table.status}
                disabled={readOnly}
                data={tableStatuses.map((status) => ({ value: status, label: t(`tables.statuses.${status}`) }))}
                onChange={(event) => changeStatus(table.id, table.number, event.currentTarget.value as TableStatus)}
              />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
