import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop } from '@mb/ui';

/** What an adjustment did to a line, under it: voided, a courtesy, or the discount taken off. */
export function LineMark({ line }: { line: { discount: number; courtesy: boolean; voided?: boolean } }) {
  const { t } = useTranslation('restaurant');
  const mark = line.voided
    ? t('checks.lineVoided')
    : line.courtesy
      ? t('checks.lineCourtesy')
      : line.discount > 0
        ? t('checks.lineDiscount', { amount: formatCop(line.discount) })
        : null;
  return mark ? (
    <Text size="xs" c="orange.8" fs="italic">
      {mark}
    </Text>
  ) : null;
}
