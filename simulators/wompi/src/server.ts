import { z } from 'zod';
import { defaultCredentials, startWompiSimulator } from './app.js';

const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4901),
  PUBLIC_KEY: z.preprocess(emptyIsUnset, z.string().startsWith('pub_test_').default(defaultCredentials.publicKey)),
  PRIVATE_KEY: z.preprocess(emptyIsUnset, z.string().startsWith('prv_test_').default(defaultCredentials.privateKey)),
  INTEGRITY_SECRET: z.preprocess(emptyIsUnset, z.string().startsWith('test_integrity_').default(defaultCredentials.integritySecret)),
  EVENTS_SECRET: z.preprocess(emptyIsUnset, z.string().startsWith('test_events_').default(defaultCredentials.eventsSecret)),
  EVENTS_URL: z.preprocess(emptyIsUnset, z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080/webhooks/wompi')),
  SETTLE_AFTER_MS: z.coerce.number().int().min(0).default(1500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// A bad variable stops here with its name, like the services' loadConfig (not imported:
// the service kit would load Kafka and Redis clients into a simulator that needs neither).
const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Configuración inválida del simulador de Wompi:\n${lines.join('\n')}`);
  process.exit(1);
}
const env = parsed.data;

const simulator = await startWompiSimulator({
  host: env.HOST,
  port: env.PORT,
  publicKey: env.PUBLIC_KEY,
  privateKey: env.PRIVATE_KEY,
  integritySecret: env.INTEGRITY_SECRET,
  eventsSecret: env.EVENTS_SECRET,
  eventsUrl: env.EVENTS_URL,
  settleAfterMs: env.SETTLE_AFTER_MS,
  logLevel: env.LOG_LEVEL,
});

console.log(`Simulador de Wompi (sandbox): API en ${simulator.apiUrl} (llave pública ${simulator.publicKey})`);
console.log(`Widget en ${simulator.url}/widget.js, checkout en ${simulator.url}/p/`);
console.log(`Eventos transaction.updated a ${env.EVENTS_URL}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error al cerrar el simulador de Wompi', error);
        process.exit(1);
      },
    );
  });
}
