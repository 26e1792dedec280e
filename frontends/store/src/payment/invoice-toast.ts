import type { PaymentResult } from '@mb/contracts';
import { emit, i18n } from '@mb/ui';

/** Spec 1 §8 "Invoice toast": how the DIAN invoice for a paid order went. */
export function showInvoiceToast(invoice: NonNullable<PaymentResult['invoice']>): void {
  if (invoice.isValid) {
    // The shell's toasts carry plain text, so the PDF's address is given as text.
    const message = invoice.urls.pdf ? i18n.t('store:payment.invoiceIssuedPdf', { url: invoice.urls.pdf }) : i18n.t('store:payment.invoiceIssued');
    emit('global-toast', { type: 'success', message });
    return;
  }
  const [firstError] = invoice.errors;
  emit('global-toast', { type: 'error', message: firstError ? i18n.t('store:payment.invoiceNotSent', { error: firstError }) : i18n.t('store:payment.invoiceFailed') });
}
