import { useLocation } from 'wouter';
import { i18n, openWompiWidget, WompiWidgetLoadError } from '@mb/ui';
import { initPayment } from './payment-api.js';
import { handleWidgetResult, type PaymentPurchase } from './widget-result.js';

/**
 * Pays an order: the server initialises the payment, then Wompi's widget opens. The returned function
 * resolves true once the widget shows (closing it unpaid reports nothing, so callers stop waiting there),
 * false when Wompi is not configured (the visitor is told); it throws what the visitor should read.
 */
export function useStartPayment(purchase: PaymentPurchase): (orderId: string) => Promise<boolean> {
  const [, navigate] = useLocation();
  // Relative to the store's base: '?id=…' is /tienda?id=…, the payment return, from any store page.
  const openReturn = (transactionId: string) => navigate(`?${new URLSearchParams({ id: transactionId })}`);

  return async (orderId) => {
    const init = await initPayment(orderId);
    let opened: boolean;
    try {
      opened = await openWompiWidget(init, (transaction) => handleWidgetResult(transaction, purchase, openReturn));
    } catch (failure) {
      if (failure instanceof WompiWidgetLoadError) throw new Error(i18n.t('store:payment.widgetLoadFailed'), { cause: failure });
      throw failure;
    }
    // Spec 1 §5: an alert, as the spec words it.
    if (!opened) window.alert(i18n.t('store:payment.widgetMisconfigured'));
    return opened;
  };
}
