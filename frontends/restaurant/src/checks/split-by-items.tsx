import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';
import { AmountRow } from './amount-row.js';
import { useCheckChanges } from './checks-api.js';

const lineKey = (line: { order_id: string; position: number }) => `${line.order_id}/${line.position}`;

/** Split by items: the chosen lines move, whole, to a new check of the same table; at least one stays behind. */
export function SplitByItems({
  check,
  where,
  onSplit,
}: {
  check: RestaurantCheck;
  where: string;
  onSplit: (made: RestaurantCheck) => void;
}) {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const { split } = useCheckChanges();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const lines = check.bill.lines;
  const moving = lines.filter((line) => chosen.has(lineKey(line)));
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const submit = () =>
    split.mutate({ id: check.id, lines: moving.map(({ order_id, position }) => ({ order_id, position })) }, { onSuccess: onSplit });
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
      <AmountRow label={t('checks.splitTotal')} amount={moving.reduce((sum, line) => sum + line.line_total, 0)} strong />
      {split.isError && <Alert color="red" role="alert" title={split.error.message} />}
      <Button disabled={readOnly || moving.length === 0 || moving.length === lines.length} loading={split.isPending} onClick={submit}>
        {t('checks.splitButton', { count: moving.length })}
      </Button>
    </Stack>
  );
}
