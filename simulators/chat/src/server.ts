import { z } from 'zod';
import { defaultPath, defaultSecret, startChatSimulator } from './app.js';
import { defaultSettings, failures, replyShapes } from './settings.js';

const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4904),
  WEBHOOK_PATH: z.string().startsWith('/').default(defaultPath),
  SECRET: z.preprocess(emptyIsUnset, z.string().min(1).default(defaultSecret)),
  DELAY_MS: z.coerce.number().int().min(0).default(defaultSettings.delayMs),
  FAILURE: z.enum(failures).default(defaultSettings.failure),
  SHAPE: z.enum(replyShapes).default(defaultSettings.shape),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// A bad variable stops here with its name, like the services' loadConfig (not imported:
// the service kit would load Kafka and Redis clients into a simulator that needs neither).
const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Configuración inválida del simulador del chat:\n${lines.join('\n')}`);
  process.exit(1);
}
const env = parsed.data;

const simulator = await startChatSimulator({
  host: env.HOST,
  port: env.PORT,
  path: env.WEBHOOK_PATH,
  secret: env.SECRET,
  settings: { delayMs: env.DELAY_MS, failure: env.FAILURE, shape: env.SHAPE },
  logLevel: env.LOG_LEVEL,
});

console.log(`Simulador del webhook del chat (n8n): ${simulator.webhookUrl}`);
console.log(`Interruptores: POST ${simulator.url}/__sim/settings { delayMs, failure: none|status|error-field, shape }`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error al cerrar el simulador del chat', error);
        process.exit(1);
      },
    );
  });
}
