import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { ProductPage } from './pages/product-page.js';
import { StorePage } from './pages/store-page.js';
import './i18n.js';

/** /tienda and /tienda/:slug */
function StoreApp() {
  return (
    <Switch>
      <Route path="/">
        <StorePage />
      </Route>
      <Route path="/:slug">
        <ProductPage />
      </Route>
    </Switch>
  );
}

export default withMantine(StoreApp);
