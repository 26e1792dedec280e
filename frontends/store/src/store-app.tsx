import { Route, Routes } from 'react-router';
import { ProductPage } from './pages/product-page.js';
import { StorePage } from './pages/store-page.js';
import './i18n.js';

/** /tienda and /tienda/:slug */
export default function StoreApp() {
  return (
    <Routes>
      <Route index element={<StorePage />} />
      <Route path=":slug" element={<ProductPage />} />
    </Routes>
  );
}
