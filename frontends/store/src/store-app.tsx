import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { CartDrawer } from './cart/cart-drawer.js';
import { useAddToCartEvent } from './cart/use-add-to-cart-event.js';
import { ProductPage } from './pages/product-page.js';
import { StorePage } from './pages/store-page.js';
import { PaymentBanner } from './payment/payment-banner.js';
import { usePaymentReturn } from './payment/use-payment-return.js';
import './i18n.js';

/** /tienda and /tienda/:slug, with the cart sidebar and the payment banner both share; also the payment return. */
function StoreApp() {
  useAddToCartEvent();
  usePaymentReturn();
  return (
    <>
      <PaymentBanner />
      <Switch>
        <Route path="/">
          <StorePage />
        </Route>
        <Route path="/:slug">
          <ProductPage />
        </Route>
      </Switch>
      <CartDrawer />
    </>
  );
}

export default withMantine(StoreApp);
