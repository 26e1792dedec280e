import { useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { useOpenChecks } from '../checks/checks-api.js';
import { useTables } from '../orders/order-taking-api.js';
import { useRestaurantSession } from '../session/index.js';
import { checkOption, otherOpenChecks } from './other-checks.js';
import { useTableMoves } from './table-moves-api.js';
import './table-moves-translations.js';

/**
 * 'Mover / Unir mesa' on a table's open check: the diners change to a free table, or another table's open check
 * joins this one. The server says why a move is refused (the table is taken, a check is split in parts).
 */
export function MoveCheck({ check, onDone }: { check: RestaurantCheck; onDone: () => void }) {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const tables = useTables();
  const checks = useOpenChecks();
  const { moveTable, merge } = useTableMoves();
  const free = (tables.data ?? []).filter(
    (table) => table.id !== check.table_id && table.open_orders === 0 && (table.status === 'disponible' || table.status === 'reservada'),
  );
  const others = otherOpenChecks(checks.data, check).filter((other) => !other.takeaway);
  const [tableId, setTableId] = useState('');
  const [otherId, setOtherId] = useState('');
  const choose = (label: string) => [{ value: '', label }];
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="move-table-title">
        <Title order={2} size="h4" id="move-table-title">
          {t('tableMoves.moveTitle')}
        </Title>
        <Text size="sm">{t('tableMoves.moveHint')}</Text>
        <NativeSelect
          label={t('tableMoves.freeTable')}
          value={tableId}
          data={[
            ...choose(free.length === 0 ? t('tableMoves.noFreeTable') : t('tableMoves.chooseTable')),
            ...free.map((table) => ({ value: table.id, label: t('orders.tableLabel', { number: table.number }) })),
          ]}
          onChange={(event) => setTableId(event.currentTarget.value)}
        />
        {moveTable.isError && <Alert color="red" role="alert" title={moveTable.error.message} />}
        <Button
          disabled={readOnly || tableId === ''}
          loading={moveTable.isPending}
          onClick={() => moveTable.mutate({ id: check.id, tableId }, { onSuccess: onDone })}
        >
          {t('tableMoves.moveButton')}
        </Button>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="merge-title">
        <Title order={2} size="h4" id="merge-title">
          {t('tableMoves.mergeTitle')}
        </Title>
        <Text size="sm">{t('tableMoves.mergeHint')}</Text>
        <NativeSelect
          label={t('tableMoves.otherCheck')}
          value={otherId}
          data={[
            ...choose(others.length === 0 ? t('tableMoves.noOtherCheck') : t('tableMoves.chooseCheck')),
            ...others.map((other) => checkOption(other, t)),
          ]}
          onChange={(event) => setOtherId(event.currentTarget.value)}
        />
        {merge.isError && <Alert color="red" role="alert" title={merge.error.message} />}
        <Button
          disabled={readOnly || otherId === ''}
          loading={merge.isPending}
          onClick={() => merge.mutate({ id: check.id, otherId }, { onSuccess: onDone })}
        >
          {t('tableMoves.mergeButton')}
        </Button>
      </Stack>
    </Stack>
  );
}
