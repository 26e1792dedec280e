import { webAppConfig } from '../webpack.factory.mjs';

export default webAppConfig({
  name: 'restaurant',
  dir: new URL('.', import.meta.url),
  exposes: { './RestaurantApp': './src/restaurant-app.tsx' },
});
