/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { openWompiWidget, WompiWidgetLoadError, type WompiTransaction, type WompiWidgetInit } from './wompi-widget.js';

const init: WompiWidgetInit = {
  publicKey: 'pub_test_abc',
  signatureIntegrity: '5f2c…integrity',
  currency: 'COP',
  amountInCents: 8_000_000,
  reference: 'MB-ORDER-1',
  redirectUrl: 'https://mb.example.co/tienda',
  customerData: { email: 'ana@example.co', fullName: 'Ana Pérez' },
  widgetUrl: 'https://checkout.wompi.co/widget.js',
};

// jsdom fetches no scripts: each test plays Wompi by defining the global and firing the element's events.
const widgetScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-wompi-widget]')];

let constructed: unknown[];
let widgetCallbacks: ((result?: { transaction?: WompiTransaction }) => void)[];

class FakeWidgetCheckout {
  constructor(options: unknown) {
    constructed.push(options);
  }
  open(callback: (result?: { transaction?: WompiTransaction }) => void) {
    widgetCallbacks.push(callback);
  }
}

/** Lets the script just inserted "load": Wompi's global appears, then the load event fires. */
async function loadScript(defineWidget = true) {
  await Promise.resolve();
  if (defineWidget) window.WidgetCheckout = FakeWidgetCheckout;
  widgetScripts().at(-1)!.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  constructed = [];
  widgetCallbacks = [];
  jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
});

afterEach(() => {
  widgetScripts().forEach((script) => script.remove());
  delete window.WidgetCheckout;
  jest.restoreAllMocks();
});

describe('openWompiWidget', () => {
  it('loads the widget script with a cache-busting timestamp, then opens it with the signed payment', async () => {
    const opening = openWompiWidget(init, () => {});
    expect(widgetScripts().map((script) => script.src)).toEqual(['https://checkout.wompi.co/widget.js?t=1700000000000']);
    await loadScript();
    await expect(opening).resolves.toBe(true);
    expect(constructed).toEqual([
      {
        currency: 'COP',
        amountInCents: 8_000_000,
        reference: 'MB-ORDER-1',
        publicKey: 'pub_test_abc',
        signature: { integrity: '5f2c…integrity' },
        redirectUrl: 'https://mb.example.co/tienda',
        customerData: { email: 'ana@example.co', fullName: 'Ana Pérez' },
      },
    ]);
    expect(widgetCallbacks).toHaveLength(1);
  });

  it('replaces the previous copy of the script on the next payment', async () => {
    const first = openWompiWidget(init, () => {});
    await loadScript();
    await first;
    const previous = widgetScripts()[0];

    const second = openWompiWidget({ ...init, widgetUrl: 'https://checkout.wompi.co/widget.js?v=2' }, () => {});
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]).not.toBe(previous);
    expect(widgetScripts()[0]!.src).toBe('https://checkout.wompi.co/widget.js?v=2&t=1700000000000');
    await loadScript();
    await expect(second).resolves.toBe(true);
    expect(constructed).toHaveLength(2);
  });

  it("hands the widget's transaction to onResult, and undefined when the payer closes it", async () => {
    const results: (WompiTransaction | undefined)[] = [];
    const opening = openWompiWidget(init, (transaction) => results.push(transaction));
    await loadScript();
    await opening;
    widgetCallbacks[0]!({ transaction: { id: '15113-1', status: 'APPROVED', reference: 'MB-ORDER-1' } });
    widgetCallbacks[0]!({});
    widgetCallbacks[0]!();
    expect(results).toEqual([{ id: '15113-1', status: 'APPROVED', reference: 'MB-ORDER-1' }, undefined, undefined]);
  });

  it.each([
    ['the public key', { publicKey: '' }],
    ['the integrity signature', { signatureIntegrity: '' }],
  ])('refuses, loading nothing, without %s', async (_missing, change) => {
    await expect(openWompiWidget({ ...init, ...change }, () => {})).resolves.toBe(false);
    expect(widgetScripts()).toHaveLength(0);
    expect(constructed).toHaveLength(0);
  });

  it('fails with a clear error when the script does not load or defines no widget', async () => {
    const blocked = openWompiWidget(init, () => {});
    await Promise.resolve();
    widgetScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(blocked).rejects.toBeInstanceOf(WompiWidgetLoadError);
    await expect(blocked).rejects.toThrow('No se pudo cargar el widget de pagos de Wompi (https://checkout.wompi.co/widget.js)');

    // A previous copy's constructor must not pass for the new script's.
    window.WidgetCheckout = FakeWidgetCheckout;
    const empty = openWompiWidget(init, () => {});
    await loadScript(false);
    await expect(empty).rejects.toBeInstanceOf(WompiWidgetLoadError);
    expect(constructed).toHaveLength(0);
  });
});
