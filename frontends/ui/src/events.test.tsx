/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { emit, emitWhenHeard, holdEvents, on, releaseEvents, useWindowEvent, windowEventNames, type WindowEvents } from './events.js';

describe('window events', () => {
  it('delivers the detail to a subscriber and stops after unsubscribe', () => {
    const seen: WindowEvents['store-add-to-cart'][] = [];
    const off = on('store-add-to-cart', (detail) => seen.push(detail));
    emit('store-add-to-cart', { productId: 'p1', planType: 'pro', billingCycle: 'annual' });
    off();
    emit('store-add-to-cart', { productId: 'p2' });
    expect(seen).toEqual([{ productId: 'p1', planType: 'pro', billingCycle: 'annual' }]);
  });

  it('uses the plain window event names, so code outside @mb/ui interoperates', () => {
    const listener = jest.fn();
    window.addEventListener('open-store', listener);
    emit('open-store');
    window.removeEventListener('open-store', listener);
    expect(listener).toHaveBeenCalledTimes(1);

    const details: unknown[] = [];
    const off = on('global-toast', (detail) => details.push(detail));
    window.dispatchEvent(new CustomEvent('global-toast', { detail: { type: 'error', message: 'Error en checkout' } }));
    off();
    expect(details).toEqual([{ type: 'error', message: 'Error en checkout' }]);
  });

  it('gives undefined, not null, to handlers of events without detail', () => {
    const details: unknown[] = [];
    const off = on('open-fe-profile-modal', (detail) => details.push(detail));
    emit('open-fe-profile-modal');
    emit('open-fe-profile-modal', { afterSave: 'retry-buy-now' });
    off();
    expect(details).toEqual([undefined, { afterSave: 'retry-buy-now' }]);
  });

  it('lists every event of the specs, the audit, invoices and operations screens and the staff configuration modal (spec 2 §2.4 names none)', () => {
    expect(windowEventNames).toHaveLength(26);
    expect(windowEventNames).toEqual(
      expect.arrayContaining(['open-login-modal', 'app-toast', 'hide-blocking-loader', 'open-admin-operations']),
    );
  });

  it('useWindowEvent calls the latest handler and unsubscribes on unmount', () => {
    const calls: string[] = [];
    function Listener({ label }: { label: string }) {
      useWindowEvent('open-seo-page', ({ slug }) => calls.push(`${label}:${slug}`));
      return null;
    }
    const view = render(<Listener label="first" />);
    act(() => emit('open-seo-page', { slug: 'software-restaurant' }));
    view.rerender(<Listener label="second" />);
    act(() => emit('open-seo-page', { slug: 'servicio-tecnico' }));
    view.unmount();
    emit('open-seo-page', { slug: 'automatizaciones-ia' });
    expect(calls).toEqual(['first:software-restaurant', 'second:servicio-tecnico']);
  });

  it('from start-up until the app listens, an event nobody hears waits for its first subscriber (strict mode too)', async () => {
    holdEvents();
    window.dispatchEvent(new CustomEvent('app-toast', { detail: { type: 'error', message: 'Sesión expirada' } }));
    const messages: string[] = [];
    function Toasts() {
      useWindowEvent('app-toast', ({ message }) => messages.push(message));
      return null;
    }
    const view = render(
      <StrictMode>
        <Toasts />
      </StrictMode>,
    );
    releaseEvents();
    await act(() => Promise.resolve());
    expect(messages).toEqual(['Sesión expirada']);
    view.unmount();

    // Once released, an event nobody hears is gone, as a plain window event would be.
    emit('app-toast', { type: 'error', message: 'tarde' });
    const later: string[] = [];
    const off = on('app-toast', ({ message }) => later.push(message));
    await Promise.resolve();
    off();
    expect(later).toEqual([]);
  });

  it('emitWhenHeard keeps an event for the next subscriber, not for who listens now', async () => {
    const now: unknown[] = [];
    const offNow = on('store-add-to-cart', (detail) => now.push(detail));
    emitWhenHeard('store-add-to-cart', { productId: 'p1' });
    releaseEvents();
    const next: unknown[] = [];
    const offNext = on('store-add-to-cart', (detail) => next.push(detail));
    await Promise.resolve();
    offNow();
    offNext();
    expect(now).toEqual([]);
    expect(next).toEqual([{ productId: 'p1' }]);
  });
});
