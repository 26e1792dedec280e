import { listen } from '@mb/service-kit';
import { buildApp } from './app.js';
import { loadCatalogConfig } from './config.js';

const config = loadCatalogConfig();
await listen(await buildApp(config), { host: config.HOST, port: config.PORT });
