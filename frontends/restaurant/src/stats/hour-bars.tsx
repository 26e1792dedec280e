import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';

/**
 * A bar per hour that had anything, scaled to the busiest: a chart light enough for a phone, where each bar is
 * also readable text (its label) for screen readers and tests.
 */
export function HourBars({
  title,
  rows,
  format,
}: {
  title: string;
  rows: { hour: number; value: number }[];
  format: (value: number) => string;
}) {
  const shown = rows.filter((row) => row.value > 0);
  const max = Math.max(1, ...shown.map((row) => row.value));
  return (
    <Stack gap={4} role="figure" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {shown.map((row) => {
        const label = `${String(row.hour).padStart(2, '0')}:00 — ${format(row.value)}`;
        return (
          <Group key={row.hour} gap="xs" wrap="nowrap" aria-label={label} role="img">
            <Text size="xs" w={44} ff="monospace">
              {String(row.hour).padStart(2, '0')}:00
            </Text>
            <Tooltip label={label}>
              <Box h={14} bg="blue.6" style={{ width: `${Math.max(2, (row.value / max) * 100)}%`, borderRadius: 3 }} />
            </Tooltip>
            <Text size="xs">{format(row.value)}</Text>
          </Group>
        );
      })}
    </Stack>
  );
}
