import { listen } from '@mb/service-kit';
import { buildApp } from './app.js';
import { loadIdentityConfig } from './config.js';

const config = loadIdentityConfig();
await listen(await buildApp(config), { host: config.HOST, port: config.PORT });
