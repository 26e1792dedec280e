import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QrMenuSettings } from '@mb/contracts';
import { DianQr } from '../checks/dian-qr.js';

// Printing prints the sheet alone, each table's code in a cell that is never split across pages.
const printOnlySheet = `@media print {
  body * { visibility: hidden; }
  [data-qr-sheet], [data-qr-sheet] * { visibility: visible; }
  [data-qr-sheet] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; }
  [data-print-hidden] { display: none !important; }
  [data-qr-cell] { break-inside: avoid; page-break-inside: avoid; }
}`;

/** The printable sheet: one QR code per table, with its number, leading to that table's menu. */
export function QrSheet({ settings, origin }: { settings: QrMenuSettings; origin: string }) {
  const { t } = useTranslation('restaurant');
  return (
    <Paper withBorder radius="md" p="md" data-qr-sheet aria-label={t('qrMenu.sheet.title')}>
      <style>{printOnlySheet}</style>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          {t('qrMenu.sheet.title')}
        </Title>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-print-hidden disabled={!settings.tables.length}>
          {t('qrMenu.sheet.print')}
        </Button>
      </Group>
      {settings.tables.length === 0 && <Text c="dimmed">{t('qrMenu.sheet.noTables')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg">
        {settings.tables.map((table) => (
          <Stack key={table.id} align="center" gap={4} data-qr-cell data-testid="qr-cell">
            <DianQr url={`${origin}${table.path}`} label={t('qrMenu.sheet.table', { number: table.number })} />
            <Text fw={700}>{t('qrMenu.sheet.table', { number: table.number })}</Text>
            {table.zone && <Text size="xs">{table.zone}</Text>}
            <Text size="xs" c="dimmed">
              {t('qrMenu.sheet.scan')}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
