import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop } from '@mb/ui';
import './caja-translations.js';

/** Counted minus expected: red when cash is missing, orange when there is more than expected, green when it squares. */
export function DifferenceText({ difference, size = 'md', testId }: { difference: number; size?: MantineSize; testId?: string }) {
  const { t } = useTranslation('restaurant');
  const [color, verdict] = difference < 0 ? ['red', 'short'] : difference > 0 ? ['orange', 'over'] : ['green', 'even'];
  return (
    <Text size={size} fw={700} c={color} data-testid={testId} data-verdict={verdict}>
      {formatCop(difference)}{' '}
      <Text span size="sm" fw={500}>
        ({t(`caja.close.${verdict}`)})
      </Text>
    </Text>
  );
}
