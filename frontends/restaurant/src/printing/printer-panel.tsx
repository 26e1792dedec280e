import { useEffect, useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paperWidths, type PaperWidth } from './paper.js';
import { connectPrinter, disconnectPrinter, linkKinds, reopenGrantedPrinter, usePrinterLink, type LinkKind } from './printer-link.js';
import { usePrinterSettings } from './printer-settings.js';
import './printing-translations.js';

/** Connecting a printer: the browser's chooser; a refusal or a closed chooser is said in place. */
function PrinterConnection() {
  const { t } = useTranslation('restaurant');
  const link = usePrinterLink();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => void reopenGrantedPrinter(), []);
  const connect = (kind: LinkKind) => {
    setProblem(null);
    connectPrinter(kind).catch((failure: Error) => setProblem(t('printing.connectFailed', { reason: failure.message })));
  };
  const kinds = linkKinds();
  if (link)
    return (
      <Group gap="xs">
        <Text size="sm">{t('printing.connected', { name: link.name })}</Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void disconnectPrinter()}>
          {t('printing.disconnect')}
        </Button>
      </Group>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t(kinds.length > 0 ? 'printing.notConnected' : 'printing.noDirect')}
      </Text>
      <Group gap="xs">
        {kinds.map((kind) => (
          <Button key={kind} size="compact-sm" variant="light" onClick={() => connect(kind)}>
            {t(kind === 'serial' ? 'printing.connectSerial' : 'printing.connectUsb')}
          </Button>
        ))}
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** This device's ticket printer: the roll's width, printing each new ticket on arrival, the connected printer. */
export function PrinterPanel() {
  const { t } = useTranslation('restaurant');
  const [settings, update] = usePrinterSettings();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="printer-panel-title" data-print-hide>
      <Stack gap="xs">
        <Title order={2} size="h5" id="printer-panel-title">
          {t('printing.title')}
        </Title>
        <Group gap="md" align="center">
          <Group gap="xs">
            <Text size="sm" id="printer-paper-label">
              {t('printing.paper')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="printer-paper-label"
              value={String(settings.paper)}
              onChange={(value) => update({ paper: Number(value) as PaperWidth })}
              data={paperWidths.map((width) => ({ value: String(width), label: `${width} mm` }))}
            />
          </Group>
          <Switch
            label={t('printing.autoPrint')}
            checked={settings.autoPrint}
            onChange={(event) => update({ autoPrint: event.currentTarget.checked })}
          />
        </Group>
        <PrinterConnection />
      </Stack>
    </Paper>
  );
}
