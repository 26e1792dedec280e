import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// On paper only the print area shows, at the top of the page, in black on white (a ticket printer's narrow roll too).
const printCss = `@media print {
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; color: #000 !important; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; max-width: 80mm; }
  [data-print-hide] { display: none !important; }
}`;

/** What a bill or receipt prints: its content alone (the browser's print dialog; ticket printers come later). */
export function PrintArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section data-print-area aria-label={label}>
      <style>{printCss}</style>
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
