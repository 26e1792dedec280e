import { Box, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop } from '@mb/ui';
import type { CartLine } from './order-taking-api.js';

/**
 * On a phone the order sits below the whole menu: this bar stays at the bottom of the screen with the order's count
 * and total, and brings the order (and 'Enviar a cocina') into view.
 */
export function OrderBar({ lines, onOpen }: { lines: readonly CartLine[]; onOpen: () => void }) {
  const { t } = useTranslation('restaurant');
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = lines.reduce((sum, line) => sum + line.line_total, 0);
  return (
    <Box pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
      <Button fullWidth size="md" onClick={onOpen} justify="space-between" rightSection={formatCop(total)}>
        {t('orders.viewOrder', { count })}
      </Button>
    </Box>
  );
}
