import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';
import { AmountRow } from './amount-row.js';
import { checkOption, otherOpenChecks } from '../tables/other-checks.js';
import { useTableMoves } from '../tables/table-moves-api.js';
import { useCheckChanges, useOpenChecks } from './checks-api.js';
import '../tables/table-moves-translations.js';

const lineKey = (line: { order_id: string; position: number }) => `${line.order_id}/${line.position}`;

/**
 * Split by items: the chosen lines move, whole, to a new check of the same table, or to another open check (issue 36);
 * at least one stays behind. `onSplit` gets the check they went to.
 */
export function SplitByItems({
  check,
  where,
  onSplit,
}: {
  check: RestaurantCheck;
  where: string;
  onSplit: (made: { id: string }) => void;
}) {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const { split } = useCheckChanges();
  const { moveLines } = useTableMoves();
  const others = otherOpenChecks(useOpenChecks().data, check);
  const [to, setTo] = useState('');
  const sending = to === '' ? split : moveLines;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const lines = check.bill.lines;
  const moving = lines.filter((line) => chosen.has(lineKey(line)));
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const submit = () => {
    const chosenLines = moving.map(({ order_id, position }) => ({ order_id, position }));
    if (to === '') split.mutate({ id: check.id, lines: chosenLines }, { onSuccess: onSplit });
    else moveLines.mutate({ id: check.id, request: { to_check_id: to, lines: chosenLines } }, { onSuccess: () => onSplit({ id: to }) });
  };
  return (
    <Stack gap="sm" component="section" aria-label={t('checks.splitTitle', { where })}>
      <Title order={2} size="h4">
        {t('checks.splitTitle', { where })}
      </Title>
      <Text size="sm">{t('checks.splitHint')}</Text>
      {lines.map((line) => (
        <Group key={lineKey(line)} justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            size="md"
            label={t('checks.line', { quantity: line.quantity, name: line.name })}
            aria-label={t('checks.moveLine', { name: line.name })}
            checked={chosen.has(lineKey(line))}
            disabled={readOnly}
            onChange={() => toggle(lineKey(line))}
          />
          <Text size="sm">{formatCop(line.line_total)}</Text>
        </Group>
      ))}
      <NativeSelect
        label={t('tableMoves.linesTo')}
        value={to}
        data={[{ value: '', label: t('tableMoves.newCheck') }, ...others.map((other) => checkOption(other, t))]}
        onChange={(event) => setTo(event.currentTarget.value)}
      />
      <AmountRow label={t('checks.splitTotal')} amount={moving.reduce((sum, line) => sum + line.line_total, 0)} strong />
      {sending.isError && <Alert color="red" role="alert" title={sending.error.message} />}
      <Button disabled={readOnly || moving.length === 0 || moving.length === lines.length} loading={sending.isPending} onClick={submit}>
        {t(to === '' ? 'checks.splitButton' : 'tableMoves.moveLinesButton', { count: moving.length })}
      </Button>
    </Stack>
  );
}
