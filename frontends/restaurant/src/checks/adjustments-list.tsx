import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckAdjustment } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';

/** The discounts, courtesies and voids made on a check, oldest first: what, on which line, how much, why and when. */
export function AdjustmentsList({ adjustments }: { adjustments: CheckAdjustment[] }) {
  const { t } = useTranslation('restaurant');
  if (adjustments.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="adjustments-title">
      <Title order={3} size="h6" id="adjustments-title">
        {t('checks.adjustments')}
      </Title>
      {adjustments.map((adjustment) => (
        <Stack key={adjustment.id} gap={0} role="group" aria-label={t(`checks.adjustKinds.${adjustment.kind}`)}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {t(`checks.adjustKinds.${adjustment.kind}`)} · {adjustment.line?.name ?? t('checks.wholeCheck')}
            </Text>
            <Text size="sm">−{formatCop(adjustment.amount)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('checks.adjustmentBy', { reason: adjustment.reason, date: formatDateTime(adjustment.created_at) })}
            {adjustment.approved_by && ` · ${t('checks.approved')}`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
