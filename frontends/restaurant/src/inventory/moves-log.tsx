import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockMove, Supply } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { LoadFailure } from '../layout/load-failure.js';
import { useMoves } from './inventory-api.js';
import { formatQuantity } from './inventory-format.js';
import { MoveForm } from './move-form.js';

/** The ledger: each move's time, supply, kind, signed quantity, note and who made it (a removed supply: the bare number). */
function MovesLog({ supplies }: { supplies: Supply[] }) {
  const { t } = useTranslation('restaurant');
  const moves = useMoves();
  if (moves.isPending) return null;
  if (moves.isError) return <LoadFailure error={moves.error} onRetry={() => void moves.refetch()} />;
  const signed = (move: StockMove) => {
    const unit = supplies.find((supply) => supply.id === move.supply_id)?.unit;
    const text = unit ? formatQuantity(move.delta, unit, t) : String(move.delta);
    return move.delta > 0 ? `+${text}` : text;
  };
  return (
    <>
      <Title order={3} size="h5" mt="md">
        {t('inventory.moves.title')}
      </Title>
      {moves.data.length === 0 ? (
        <Text c="dimmed">{t('inventory.moves.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('inventory.moves.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.moves.when')}</Table.Th>
                <Table.Th>{t('inventory.move.supply')}</Table.Th>
                <Table.Th>{t('inventory.move.reason')}</Table.Th>
                <Table.Th>{t('inventory.moves.quantity')}</Table.Th>
                <Table.Th>{t('inventory.move.note')}</Table.Th>
                <Table.Th>{t('inventory.moves.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {moves.data.map((move) => (
                <Table.Tr key={move.id}>
                  <Table.Td>{formatDateTime(move.created_at)}</Table.Td>
                  <Table.Td>{move.supply_name}</Table.Td>
                  <Table.Td>{t(`inventory.move.reasons.${move.reason}`)}</Table.Td>
                  <Table.Td>{signed(move)}</Table.Td>
                  <Table.Td>{move.note}</Table.Td>
                  <Table.Td>{move.by_email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

/** The Movimientos tab: record a purchase, waste or adjustment, and read the ledger below it. */
export function MovesTab({ supplies }: { supplies: Supply[] }) {
  return (
    <Stack gap="sm">
      <MoveForm supplies={supplies} />
      <MovesLog supplies={supplies} />
    </Stack>
  );
}
