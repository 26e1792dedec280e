/**
 * Wompi's widget for the web apps' tests (the store's checkout, the account's renewals): jsdom loads no
 * scripts, so when the page inserts the widget's script this fake defines `window.WidgetCheckout` and fires
 * the script's load event. The payer's side is played with `finish`. Not part of any bundle.
 */
import { act } from '@testing-library/react';
import type { WompiTransaction } from '../payments/wompi-widget.js';

type WidgetCallback = (result?: { transaction?: WompiTransaction }) => void;

export interface FakeWompi {
  /** What each opened widget was constructed with. */
  readonly opened: unknown[];
  /** The payer ends the last opened widget: with a transaction, or by closing it (undefined). */
  finish(transaction?: WompiTransaction): void;
  /** Removes the fake (call after each test). */
  uninstall(): void;
}

export function installFakeWompi(): FakeWompi {
  const opened: unknown[] = [];
  let report: WidgetCallback | undefined;

  class WidgetCheckout {
    constructor(options: unknown) {
      opened.push(options);
    }
    open(callback: WidgetCallback) {
      report = callback;
    }
  }

  const observer = new MutationObserver((mutations) => {
    for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || !node.hasAttribute('data-wompi-widget')) continue;
      window.WidgetCheckout = WidgetCheckout;
      node.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });

  return {
    opened,
    finish(transaction) {
      if (!report) throw new Error('No Wompi widget is open');
      const callback = report;
      act(() => callback(transaction ? { transaction } : undefined));
    },
    uninstall() {
      observer.disconnect();
      document.querySelectorAll('script[data-wompi-widget]').forEach((script) => script.remove());
      delete window.WidgetCheckout;
    },
  };
}

/** A payment init answer as the gateway gives it (spec 1 §3 "Payment init response"). */
export function paymentInitAnswer(orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    body: {
      success: true,
      publicKey: 'pub_test_mb',
      signatureIntegrity: 'f1e2d3c4b5a6',
      currency: 'COP',
      amountInCents: 8_000_000,
      reference: `MB-${orderId}`,
      redirectUrl: 'http://localhost/tienda',
      customerData: { email: 'ana@example.co', fullName: 'Ana Pérez' },
      widgetUrl: 'https://checkout.wompi.co/widget.js',
      order_id: orderId,
      ...overrides,
    },
  };
}
