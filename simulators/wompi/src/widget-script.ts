// /widget.js: the global `WidgetCheckout` of reference §3.4, opening the simulator's checkout in an overlay.

/** The message the checkout iframe posts to its parent when the transaction is final. */
export const transactionMessageType = 'wompi-sim:transaction';

/**
 * The script for a page that loaded it from `origin`. Plain ES2017 inside a function: the store removes the script
 * and loads it again (`?t=<timestamp>`), and a top-level `class` would fail the second time with "already declared".
 */
export function widgetScript(origin: string): string {
  return `(function () {
  'use strict';
  var checkoutOrigin = ${JSON.stringify(origin)};
  var open = null; // { overlay, onMessage, onKey } of the overlay on screen

  function closeOverlay() {
    if (!open) return;
    window.removeEventListener('message', open.onMessage);
    document.removeEventListener('keydown', open.onKey);
    open.overlay.remove();
    open = null;
  }

  function checkoutUrl(config) {
    var query = new URLSearchParams();
    function add(name, value) { if (value !== undefined && value !== null && value !== '') query.set(name, String(value)); }
    var customer = config.customerData || {};
    add('public-key', config.publicKey);
    add('currency', config.currency);
    add('amount-in-cents', config.amountInCents);
    add('reference', config.reference);
    // A bare string (a common mistake, §8) sends no signature, and the checkout says so as Wompi's does.
    add('signature:integrity', config.signature && config.signature.integrity);
    add('redirect-url', config.redirectUrl);
    add('expiration-time', config.expirationTime);
    add('customer-data:email', customer.email);
    add('customer-data:full-name', customer.fullName);
    add('customer-data:phone-number', customer.phoneNumber);
    add('customer-data:phone-number-prefix', customer.phoneNumberPrefix);
    add('customer-data:legal-id', customer.legalId);
    add('customer-data:legal-id-type', customer.legalIdType);
    query.set('mode', 'widget');
    query.set('parent-origin', window.location.origin);
    return checkoutOrigin + '/p/?' + query.toString();
  }

  function WidgetCheckout(config) {
    if (!(this instanceof WidgetCheckout)) throw new TypeError('WidgetCheckout se usa con new');
    this.config = config || {};
  }

  // The callback gets { transaction } once the payment is final; closing the overlay first calls nothing.
  WidgetCheckout.prototype.open = function (callback) {
    closeOverlay();
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Pago con Wompi');
    overlay.setAttribute('data-wompi-sim', 'overlay');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,20,.6);display:flex;align-items:center;justify-content:center';

    var frame = document.createElement('iframe');
    frame.title = 'Checkout de Wompi';
    frame.src = checkoutUrl(this.config);
    frame.style.cssText = 'width:min(460px,100vw);height:min(760px,100vh);border:0;border-radius:12px;background:#f4f5f7';

    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\\u00d7';
    close.setAttribute('aria-label', 'Cerrar');
    close.style.cssText = 'position:absolute;top:12px;right:12px;width:40px;height:40px;border:0;border-radius:20px;background:#fff;font-size:24px;cursor:pointer';
    close.addEventListener('click', closeOverlay);

    var state = {
      overlay: overlay,
      onMessage: function (event) {
        // Only the checkout page inside this overlay may finish the payment.
        if (event.origin !== checkoutOrigin || event.source !== frame.contentWindow) return;
        var data = event.data;
        if (!data || data.type !== ${JSON.stringify(transactionMessageType)}) return;
        closeOverlay();
        if (typeof callback === 'function') callback({ transaction: data.transaction });
      },
      onKey: function (event) { if (event.key === 'Escape') closeOverlay(); },
    };
    window.addEventListener('message', state.onMessage);
    document.addEventListener('keydown', state.onKey);
    overlay.appendChild(frame);
    overlay.appendChild(close);
    document.body.appendChild(overlay);
    open = state;
  };

  window.WidgetCheckout = WidgetCheckout;
})();
`;
}
