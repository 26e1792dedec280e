import { Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';
import type { PaperWidth } from './paper.js';
import { usePrinterLink } from './printer-link.js';
import { usePrinterSettings } from './printer-settings.js';
import { usePrintingFeature } from './use-printing-feature.js';
import './printing-translations.js';

export type TicketBytes = (paper: PaperWidth, t: TFunction<'restaurant'>) => Promise<Uint8Array>;

/** Sends ESC/POS bytes to this page's ticket printer; a failure (unplugged, out of paper) says so in a toast. */
export function useSendToPrinter() {
  const { t } = useTranslation('restaurant');
  const link = usePrinterLink();
  const [{ paper }] = usePrinterSettings();
  // Made inside the promise, so a failure to make the bytes is reported like a failure to send them.
  const send = (bytes: TicketBytes) =>
    Promise.resolve()
      .then(() => bytes(paper, t))
      .then((made) => link?.write(made))
      .catch((failure: Error) => emit('global-toast', { type: 'error', message: t('printing.printFailed', { reason: failure.message }) }));
  return link ? send : null;
}

/** 'Imprimir en ticketera': shown on a plan with ticket printers once this device has one connected. */
export function EscPosPrintButton({ bytes }: { bytes: TicketBytes }) {
  const { t } = useTranslation('restaurant');
  const send = useSendToPrinter();
  if (!usePrintingFeature() || !send) return null;
  return (
    <Button variant="light" data-print-hide onClick={() => void send(bytes)}>
      {t('printing.printOnPrinter')}
    </Button>
  );
}
