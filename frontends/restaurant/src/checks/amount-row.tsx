import { Group, Text } from '@mantine/core';
import { formatCop } from '@mb/ui';

/** A labelled amount on a bill (Subtotal, INC, Total, Cambio...): the label names it for readers and tests. */
export function AmountRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" role="group" aria-label={label}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {formatCop(amount)}
      </Text>
    </Group>
  );
}
