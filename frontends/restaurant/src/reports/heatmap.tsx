import { Box, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { hourLabel } from '../stats/hour-bars.js';

const weekdays = [1, 2, 3, 4, 5, 6, 7];

/**
 * Sales by weekday (rows) and hour (columns, from the first hour that sold to the last): the darker, the more. Each
 * cell that sold names its day, hour, checks and sales for screen readers and tests.
 */
export function Heatmap({ cells }: { cells: SalesReport['heatmap'] }) {
  const { t } = useTranslation('restaurant');
  const title = t('reports.heatmap');
  if (cells.length === 0) return null;
  const hours = cells.map((cell) => cell.hour);
  const columns = Array.from({ length: Math.max(...hours) - Math.min(...hours) + 1 }, (_, index) => Math.min(...hours) + index);
  const max = Math.max(...cells.map((cell) => cell.sales), 1);
  const at = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const grid = { display: 'grid', gridTemplateColumns: `40px repeat(${columns.length}, minmax(26px, 1fr))`, gap: 2 } as const;
  return (
    <Stack gap={4} role="figure" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <ScrollArea type="auto">
        <Box style={grid} miw={40 + columns.length * 28}>
          <span />
          {columns.map((hour) => (
            <Text key={hour} size="10px" ta="center" c="dimmed">
              {hourLabel(hour).slice(0, 2)}
            </Text>
          ))}
          {weekdays.map((weekday) => {
            const day = t(`reports.weekdays.${weekday}`);
            return [
              <Text key={weekday} size="xs">
                {day}
              </Text>,
              ...columns.map((hour) => {
                const cell = at.get(`${weekday}-${hour}`);
                if (!cell) return <Box key={`${weekday}-${hour}`} h={22} bg="gray.1" style={{ borderRadius: 3 }} />;
                const label = t('reports.heatmapCell', { day, hour: hourLabel(hour), checks: cell.checks, sales: formatCop(cell.sales) });
                return (
                  <Tooltip key={`${weekday}-${hour}`} label={label}>
                    <Box
                      h={22}
                      role="img"
                      aria-label={label}
                      style={{ borderRadius: 3, background: `rgba(34, 139, 230, ${0.15 + 0.85 * (cell.sales / max)})` }}
                    />
                  </Tooltip>
                );
              }),
            ];
          })}
        </Box>
      </ScrollArea>
    </Stack>
  );
}
