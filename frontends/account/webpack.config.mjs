import { webAppConfig } from '../webpack.factory.mjs';

export default webAppConfig({ name: 'account', dir: new URL('.', import.meta.url), exposes: { './AccountApp': './src/account-app.tsx' } });
