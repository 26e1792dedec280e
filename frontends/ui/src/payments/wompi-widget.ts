import type { PaymentInitResponse } from '@mb/contracts';

/** What Wompi's widget hands back when it closes after a payment attempt (reference §3.4). */
export interface WompiTransaction {
  id: string;
  status: string;
  reference?: string;
}

interface WidgetCheckoutOptions {
  currency: string;
  amountInCents: number;
  reference: string;
  publicKey: string;
  signature: { integrity: string };
  redirectUrl: string;
  customerData: { email: string; fullName: string };
}

interface WidgetCheckout {
  // Closing the widget without paying gives no transaction (undocumented, seen in public integrations).
  open(callback: (result?: { transaction?: WompiTransaction }) => void): void;
}

declare global {
  interface Window {
    /** Defined by Wompi's widget script. */
    WidgetCheckout?: new (
      options: WidgetCheckoutOptions,
    ) => WidgetCheckout;
  }
}

/** The fields of a payment init answer the widget needs (a purchase's or a renewal's). */
export type WompiWidgetInit = Pick<
  PaymentInitResponse,
  'publicKey' | 'signatureIntegrity' | 'currency' | 'amountInCents' | 'reference' | 'redirectUrl' | 'customerData' | 'widgetUrl'
>;

/** Wompi's script did not load (network, blocker) or did not define the widget. */
export class WompiWidgetLoadError extends Error {
  constructor(url: string) {
    super(`No se pudo cargar el widget de pagos de Wompi (${url})`);
    this.name = 'WompiWidgetLoadError';
  }
}

/** Marks the script element this module inserted, so the next payment can find and replace it. */
const scriptMarker = 'data-wompi-widget';

/**
 * Spec 1 §7: a fresh copy of the script for every payment (the old element removed, a timestamp defeating
 * caches), so nothing left by an earlier checkout — or a stale cached script — carries over.
 */
function loadWidgetScript(url: string): Promise<NonNullable<Window['WidgetCheckout']>> {
  document.querySelectorAll(`script[${scriptMarker}]`).forEach((previous) => previous.remove());
  // Without this, a script that loads but defines nothing would pass for the previous copy's constructor.
  delete window.WidgetCheckout;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.setAttribute(scriptMarker, '');
    script.async = true;
    script.src = `${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`;
    script.addEventListener('load', () => {
      if (window.WidgetCheckout) resolve(window.WidgetCheckout);
      else reject(new WompiWidgetLoadError(url));
    });
    script.addEventListener('error', () => reject(new WompiWidgetLoadError(url)));
    document.head.append(script);
  });
}

/**
 * Opens Wompi's payment widget for a payment the server initialised (it signed the amount and reference).
 * Resolves false, opening nothing, when the answer lacks the public key or the integrity signature (spec 1
 * §5: Wompi is not configured); true once the widget shows. Rejects with WompiWidgetLoadError when the
 * script cannot be loaded. `onResult` gets the widget's transaction, or undefined when the payer closed it.
 */
export async function openWompiWidget(
  init: WompiWidgetInit,
  onResult: (transaction: WompiTransaction | undefined) => void,
): Promise<boolean> {
  if (!init.publicKey || !init.signatureIntegrity) return false;
  const WidgetCheckout = await loadWidgetScript(init.widgetUrl);
  const checkout = new WidgetCheckout({
    currency: init.currency,
    amountInCents: init.amountInCents,
    reference: init.reference,
    publicKey: init.publicKey,
    signature: { integrity: init.signatureIntegrity },
    redirectUrl: init.redirectUrl,
    customerData: { email: init.customerData.email, fullName: init.customerData.fullName },
  });
  checkout.open((result) => onResult(result?.transaction));
  return true;
}
