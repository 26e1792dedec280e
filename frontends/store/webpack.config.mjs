import { webAppConfig } from '../webpack.factory.mjs';

export default webAppConfig({
  name: 'store',
  dir: new URL('.', import.meta.url),
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './StoreApp': './src/store-app.tsx',
    './LandingPage': './src/pages/landing-page.tsx',
  },
});
