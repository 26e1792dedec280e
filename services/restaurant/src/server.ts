import { listen } from '@mb/service-kit';
import { buildApp } from './app.js';
import { loadRestaurantConfig } from './config.js';

const config = loadRestaurantConfig();
await listen(await buildApp(config), { host: config.HOST, port: config.PORT });
