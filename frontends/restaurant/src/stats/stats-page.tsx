import { useState } from 'react';
import { Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderStats } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { BranchFilter } from '../branches/index.js';
import { Fact } from '../layout/fact.js';
import { LoadFailure } from '../layout/load-failure.js';
import { restaurantApi, restaurantKeys } from '../session/index.js';
import { colombiaDay } from './colombia-day.js';
import { HourBars } from './hour-bars.js';
import './stats-translations.js';

/**
 * /restaurant/panelControl/estadisticas (administrators): a day's orders, sales, average ticket, per hour and top
 * dishes, of every branch together or of the one a Gold restaurant with several picks (as reports and finance do).
 */
export function StatsPage() {
  const { t } = useTranslation('restaurant');
  const [day, setDay] = useState(() => colombiaDay());
  // '': every branch together.
  const [sede, setSede] = useState('');
  const scope = `&sede=${sede || 'todas'}`;
  const stats = useQuery({
    queryKey: [...restaurantKeys.orders, 'stats', day, scope],
    queryFn: () =>
      restaurantApi<{ data: OrderStats }>(`/restaurant/pedidos/analytics/stats?day=${day}${scope}`).then((answer) => answer.data),
  });

  let body;
  if (stats.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{t('stats.loading')}</Text>
      </Group>
    );
  } else if (stats.isError) {
    body = <LoadFailure error={stats.error} onRetry={() => void stats.refetch()} />;
  } else if (stats.data.orders === 0) {
    body = <Text c="dimmed">{t('stats.noOrders')}</Text>;
  } else {
    const figures = stats.data;
    body = (
      <>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Fact label={t('stats.orders')} value={String(figures.orders)} />
          <Fact label={t('stats.paid')} value={String(figures.paid)} />
          <Fact label={t('stats.cancelled')} value={String(figures.cancelled)} />
          <Fact label={t('stats.revenue')} value={formatCop(figures.revenue)} />
          <Fact label={t('stats.averageTicket')} value={formatCop(figures.average_ticket)} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <HourBars
            title={t('stats.ordersPerHour')}
            rows={figures.per_hour.map((row) => ({ hour: row.hour, value: row.orders }))}
            format={String}
          />
          <HourBars
            title={t('stats.revenuePerHour')}
            rows={figures.per_hour.map((row) => ({ hour: row.hour, value: row.revenue }))}
            format={formatCop}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('stats.topDishes')}
          </Title>
          <Table striped aria-label={t('stats.topDishes')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stats.dish')}</Table.Th>
                <Table.Th>{t('stats.quantity')}</Table.Th>
                <Table.Th>{t('stats.revenue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.top_dishes.map((dish) => (
                <Table.Tr key={`${dish.dish_id}-${dish.name}`}>
                  <Table.Td>{dish.name}</Table.Td>
                  <Table.Td>{dish.quantity}</Table.Td>
                  <Table.Td>{formatCop(dish.revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('stats.title')}</Title>
        <BranchFilter value={sede} onChange={setSede} />
        <TextInput
          type="date"
          label={t('stats.day')}
          value={day}
          max={colombiaDay()}
          onChange={(event) => event.currentTarget.value && setDay(event.currentTarget.value)}
        />
      </Group>
      {body}
    </Stack>
  );
}
