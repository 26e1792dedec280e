import { listen } from '@mb/service-kit';
import { buildApp } from './app.js';
import { loadInvoicingConfig } from './config.js';

const config = loadInvoicingConfig();
await listen(await buildApp(config), { host: config.HOST, port: config.PORT });
