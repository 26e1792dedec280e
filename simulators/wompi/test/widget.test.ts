/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { widgetScript } from '../src/widget-script.js';

// The root tsconfig has no DOM lib (this code runs on Node), so the few DOM shapes used here are typed locally.
type Widget = new (config: object) => { open(callback?: (result: { transaction: unknown }) => void): void };
interface Node {
  style: { position: string; zIndex: string };
  src: string;
  contentWindow: unknown;
  querySelector(selector: string): Node | null;
  click(): void;
  remove(): void;
}
const { window, document, MessageEvent } = globalThis as unknown as {
  window: { WidgetCheckout: Widget; location: { origin: string }; dispatchEvent(event: unknown): boolean };
  document: { querySelector(selector: string): Node | null; querySelectorAll(selector: string): { length: number } };
  MessageEvent: new (type: string, init: { data: unknown; origin: string; source: unknown }) => unknown;
};

// The overlay and the callback of WidgetCheckout (§3.4) in jsdom, without loading the checkout itself.
describe('WidgetCheckout', () => {
  const simOrigin = 'http://127.0.0.1:4901';
  const config = {
    currency: 'COP',
    amountInCents: 15_000_000,
    reference: 'orden-42',
    publicKey: 'pub_test_mbplatform_local',
    signature: { integrity: 'abc123' },
    redirectUrl: 'http://localhost:8080/pagos/resultado',
    customerData: { email: 'clienta@example.test', fullName: 'Ana Gómez' },
  };

  const load = () => new Function(widgetScript(simOrigin))();
  const Widget = () => window.WidgetCheckout;
  const overlay = () => document.querySelector('[data-wompi-sim="overlay"]');
  const frame = () => overlay()!.querySelector('iframe')!;
  const post = (data: unknown, origin: string, source = frame().contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  beforeAll(load);
  afterEach(() => overlay()?.remove());

  it('opens a full-screen overlay with the checkout in widget mode', () => {
    new (Widget())(config).open(() => undefined);
    expect(overlay()!.style.position).toBe('fixed');
    expect(Number(overlay()!.style.zIndex)).toBeGreaterThan(1_000_000);

    const src = new URL(frame().src);
    expect(src.origin + src.pathname).toBe(`${simOrigin}/p/`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      'public-key': config.publicKey,
      currency: 'COP',
      'amount-in-cents': '15000000',
      reference: 'orden-42',
      'signature:integrity': 'abc123',
      'redirect-url': config.redirectUrl,
      'customer-data:email': 'clienta@example.test',
      'customer-data:full-name': 'Ana Gómez',
      mode: 'widget',
      'parent-origin': window.location.origin,
    });
  });

  it('calls back with the transaction from its own iframe only, and closes', () => {
    const callback = jest.fn();
    new (Widget())(config).open(callback);
    const transaction = { id: '90126-1700000000-12345', status: 'APPROVED' };

    post({ type: 'wompi-sim:transaction', transaction }, 'http://otro-sitio.test');
    post({ type: 'wompi-sim:transaction', transaction }, simOrigin, window);
    expect(callback).not.toHaveBeenCalled();
    expect(overlay()).not.toBeNull();

    post({ type: 'wompi-sim:transaction', transaction }, simOrigin);
    expect(callback).toHaveBeenCalledWith({ transaction });
    expect(overlay()).toBeNull();
  });

  it('closes with the Cerrar button without calling back', () => {
    const callback = jest.fn();
    new (Widget())(config).open(callback);
    const close = overlay()!.querySelector('button[aria-label="Cerrar"]')!;
    close.click();
    expect(overlay()).toBeNull();
    expect(callback).not.toHaveBeenCalled();
  });

  it('survives being loaded again, as the store does with ?t=', () => {
    expect(load).not.toThrow();
    new (Widget())(config).open();
    expect(document.querySelectorAll('[data-wompi-sim="overlay"]')).toHaveLength(1);
  });
});
