import { listen } from '@mb/service-kit';
import { buildApp } from './app.js';
import { loadAnalyticsConfig } from './config.js';

const config = loadAnalyticsConfig();
await listen(await buildApp(config), { host: config.HOST, port: config.PORT });
