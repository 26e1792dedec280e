import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckMove } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import './table-moves-translations.js';

/** The table changes, merges and lines moved that touched a check, oldest first, each with when it happened. */
export function CheckMovesList({ moves }: { moves: CheckMove[] }) {
  const { t } = useTranslation('restaurant');
  if (moves.length === 0) return null;
  const table = (number: number | null) => (number === null ? t('orders.takeaway') : t('orders.tableLabel', { number }));
  return (
    <Stack gap={4} component="section" aria-labelledby="check-moves-title">
      <Title order={3} size="h6" id="check-moves-title">
        {t('tableMoves.history')}
      </Title>
      {moves.map((move) => (
        <Text key={`${move.kind}-${move.check_id}-${move.other_check_id}-${move.moved_at}`} size="sm">
          {t(`tableMoves.kinds.${move.kind}`, { from: table(move.from_table_number), to: table(move.to_table_number), count: move.lines })}
          <Text span size="xs" c="dimmed">
            {` · ${formatDateTime(move.moved_at)}`}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
