import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tableStatuses, type RestaurantTable } from '@mb/contracts';
import { useTables, type Destination } from './order-taking-api.js';
import { LoadFailure } from '../layout/load-failure.js';
import { tableStatusColors } from './table-status-colors.js';

/** The floor: every table coloured by its status, and takeaway. A table in maintenance takes no orders. */
export function FloorView({ onPick }: { onPick: (destination: Destination) => void }) {
  const { t } = useTranslation('restaurant');
  const tables = useTables();
  const label = (table: RestaurantTable) => t('orders.tableLabel', { number: table.number });
  return (
    <Stack gap="sm" component="section" aria-labelledby="floor-title">
      <Group justify="space-between">
        <Title order={3} id="floor-title">
          {t('orders.pickTable')}
        </Title>
        <Button variant="outline" onClick={() => onPick({ takeaway: true })}>
          {t('orders.takeaway')}
        </Button>
      </Group>
      <Group gap="md" aria-label={t('orders.legend')}>
        {tableStatuses.map((status) => (
          <Text key={status} size="xs" c={tableStatusColors[status]} fw={600}>
            ● {t(`orders.tableStatus.${status}`)}
          </Text>
        ))}
      </Group>
      {tables.isPending && <Loader aria-label={t('orders.loading')} />}
      {tables.isError && <LoadFailure error={tables.error} onRetry={() => void tables.refetch()} />}
      {tables.data?.length === 0 && <Text c="dimmed">{t('orders.noTables')}</Text>}
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 5, lg: 8 }} spacing="xs">
        {tables.data?.map((table) => (
          <Button
            key={table.id}
            h={84}
            color={tableStatusColors[table.status]}
            variant={table.status === 'disponible' ? 'filled' : 'light'}
            disabled={table.status === 'mantenimiento'}
            aria-label={`${label(table)} · ${t(`orders.tableStatus.${table.status}`)}`}
            onClick={() => onPick({ table })}
          >
            <Stack gap={0} align="center">
              <Text fw={700}>{label(table)}</Text>
              <Text size="xs">{t(`orders.tableStatus.${table.status}`)}</Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
