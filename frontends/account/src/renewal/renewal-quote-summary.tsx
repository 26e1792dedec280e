import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planNames, type RenewalQuote } from '@mb/contracts';
import { formatCop, formatDate } from '@mb/ui';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" role="group" aria-label={label}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/** What the renewal costs, as the server priced it: the plan for the months, less the unused days' credit. */
export function RenewalQuoteSummary({ quote }: { quote: RenewalQuote }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap={6} component="section" aria-label={t('renewal.summary')}>
      <Line label={t('renewal.subtotal', { plan: planNames[quote.plan_type], count: quote.months })} value={formatCop(quote.subtotal)} />
      {quote.credit > 0 && <Line label={t('renewal.credit', { count: quote.credit_days })} value={`-${formatCop(quote.credit)}`} />}
      <Line label={t('renewal.total')} value={formatCop(quote.total)} strong />
      <Line label={t('renewal.newExpiry')} value={formatDate(quote.new_expiry_date)} />
    </Stack>
  );
}
