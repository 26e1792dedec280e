import type { PaymentResult } from '@mb/contracts';
import { emit, i18n } from '@mb/ui';

/** Spec 1 §8 "Invoice toast": how the DIAN invoice for a paid order went. */
export function showInvoiceToast(invoice: NonNullable<PaymentResult['invoice']>): void {
  if (invoice.isValid) {
    const link = invoice.urls.pdf ? { href: invoice.urls.pdf, label: i18n.t('store:payment.invoicePdf') } : undefined;
    emit('global-toast', { type: 'success', message: i18n.t('store:payment.invoiceIssued'), ...(link ? { link } : {}) });
    return;
  }
  const [firstError] = invoice.errors;
  emit('global-toast', {
    type: 'error',
    message: firstError ? i18n.t('store:payment.invoiceNotSent', { error: firstError }) : i18n.t('store:payment.invoiceFailed'),
  });
}
