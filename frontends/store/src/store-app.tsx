import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { CartDrawer } from './cart/cart-drawer.js';
import { useAddToCartEvent } from './cart/use-add-to-cart-event.js';
import { ProductPage } from './pages/product-page.js';
import { StorePage } from './pages/store-page.js';
import './i18n.js';

/** /tienda and /tienda/:slug, with the cart sidebar both share. */
function StoreApp() {
  useAddToCartEvent();
  return (
    <>
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
