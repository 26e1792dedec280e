import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { LineMark } from './line-mark.js';

/** The check's lines by round: each round sent to the kitchen (a ticket of its own) with what it brought. */
export function CheckLines({ check }: { check: RestaurantCheck }) {
  const { t } = useTranslation('restaurant');
  const rounds = check.order_ids
    .map((orderId, index) => ({ number: index + 1, lines: check.bill.lines.filter((line) => line.order_id === orderId) }))
    .filter((round) => round.lines.length > 0);
  if (rounds.length === 0) return <Text c="dimmed">{t('checks.noLines')}</Text>;
  return (
    <Stack gap="sm">
      {rounds.map((round) => (
        <Stack key={round.number} gap={2} component="section" aria-label={t('checks.round', { number: round.number })}>
          <Title order={4} size="h6">
            {t('checks.round', { number: round.number })}
          </Title>
          {round.lines.map((line) => (
            <div key={`${line.order_id}/${line.position}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" td={line.voided ? 'line-through' : undefined}>
                  {t('checks.line', { quantity: line.quantity, name: line.name })}
                </Text>
                <Text size="sm">{formatCop(line.line_total)}</Text>
              </Group>
              <LineMark line={line} />
            </div>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
