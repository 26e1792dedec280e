import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paperPrintCss } from './paper.js';
import { usePrinterSettings } from './printer-settings.js';

/**
 * What a bill, receipt or kitchen ticket prints through the browser's dialog (any installed printer): its content
 * alone, as wide as this device's roll. A `sheet` exists only to be printed and stays hidden on screen.
 */
export function PrintArea({ label, sheet, children }: { label: string; sheet?: boolean; children: ReactNode }) {
  const [{ paper }] = usePrinterSettings();
  return (
    <section data-print-area data-print-sheet={sheet || undefined} data-paper={paper} aria-label={label}>
      <style>{paperPrintCss(paper)}</style>
      {children}
    </section>
  );
}

export function PrintButton() {
  const { t } = useTranslation('restaurant');
  return (
    <Button variant="default" data-print-hide onClick={() => window.print()}>
      {t('checks.print')}
    </Button>
  );
}
