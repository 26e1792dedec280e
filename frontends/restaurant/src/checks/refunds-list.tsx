import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckRefund } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { ElectronicDocument } from './electronic-document.js';
import '../invoicing/dian-translations.js';

/** A paid check's refunds, oldest first: the lines and amount, why and when, and the nota de ajuste that corrects the sale. */
export function RefundsList({ refunds }: { refunds: CheckRefund[] }) {
  const { t } = useTranslation('restaurant');
  if (refunds.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="refunds-title">
      <Title order={3} size="h6" id="refunds-title">
        {t('dian.refund.listTitle')}
      </Title>
      {refunds.map((refund) => (
        <Stack key={refund.id} gap={2} role="group" aria-label={t('dian.refund.item', { date: formatDateTime(refund.created_at) })}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {refund.lines.map((line) => t('checks.line', { quantity: line.quantity, name: line.name })).join(', ')}
            </Text>
            <Text size="sm">−{formatCop(refund.total)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('checks.adjustmentBy', { reason: refund.reason, date: formatDateTime(refund.created_at) })}
            {refund.approved_by && ` · ${t('checks.approved')}`}
          </Text>
          <ElectronicDocument document={refund.electronic_document} label={t('dian.refund.note')} />
        </Stack>
      ))}
    </Stack>
  );
}
