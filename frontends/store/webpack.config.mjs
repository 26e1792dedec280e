import { webAppConfig } from '../webpack.factory.mjs';

/** What the store remote exposes to the shell (also what a copy of it built on its own exposes: e2e/journeys/remote-deploy). */
export const storeExposes = {
  './HomePage': './src/pages/home-page.tsx',
  './StoreApp': './src/store-app.tsx',
  './LandingPage': './src/pages/landing-page.tsx',
};

export default webAppConfig({ name: 'store', dir: new URL('.', import.meta.url), exposes: storeExposes });
