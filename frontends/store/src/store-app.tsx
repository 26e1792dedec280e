import { withMantine } from '@mb/ui/mantine';
import { Route, Routes } from 'react-router';
import { ProductPage } from './pages/product-page.js';
import { StorePage } from './pages/store-page.js';
import './i18n.js';

/** /tienda and /tienda/:slug */
function StoreApp() {
  return (
    <Routes>
      <Route index element={<StorePage />} />
      <Route path=":slug" element={<ProductPage />} />
    </Routes>
  );
}

export default withMantine(StoreApp);
