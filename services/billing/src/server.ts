import { listen } from '@mb/service-kit';
import { buildApp } from './app.js';
import { loadBillingConfig } from './config.js';

const config = loadBillingConfig();
await listen(await buildApp(config), { host: config.HOST, port: config.PORT });
