import { webAppConfig } from '../webpack.factory.mjs';

export default webAppConfig({ name: 'admin', dir: new URL('.', import.meta.url), exposes: { './AdminApp': './src/admin-app.tsx' } });
