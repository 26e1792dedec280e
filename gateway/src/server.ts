import { listen } from '@mb/service-kit';
import { buildGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

const config = loadGatewayConfig();
await listen(await buildGateway(config), { host: config.HOST, port: config.PORT });
