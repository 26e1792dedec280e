import { Paper, Text } from '@mantine/core';

/** A labelled figure in a card (the panel's restaurant facts, the day's stats); the label names it for readers. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
