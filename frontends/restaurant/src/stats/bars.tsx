import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';

/**
 * A bar per row that had anything, scaled to the largest: a chart light enough for a phone, where each bar is also
 * readable text (its label) for screen readers and tests.
 */
export function Bars({
  title,
  rows,
  format,
  labelWidth = 44,
  color = 'blue.6',
}: {
  title: string;
  rows: { key: string; label: string; value: number }[];
  format: (value: number) => string;
  labelWidth?: number;
  color?: string;
}) {
  const shown = rows.filter((row) => row.value > 0);
  const max = Math.max(1, ...shown.map((row) => row.value));
  return (
    <Stack gap={4} role="figure" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {shown.map((row) => {
        const label = `${row.label} — ${format(row.value)}`;
        return (
          <Group key={row.key} gap="xs" wrap="nowrap" aria-label={label} role="img">
            <Text size="xs" w={labelWidth} truncate="end" title={row.label}>
              {row.label}
            </Text>
            <Tooltip label={label}>
              <Box h={14} bg={color} style={{ width: `${Math.max(2, (row.value / max) * 100)}%`, borderRadius: 3 }} />
            </Tooltip>
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {format(row.value)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
