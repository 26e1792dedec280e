import { webAppConfig } from '../webpack.factory.mjs';

export default webAppConfig({ name: 'shell', dir: new URL('.', import.meta.url), host: true });
