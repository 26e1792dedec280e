import { z } from 'zod';
import { hostForUrl, startMailSimulator } from './app.js';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: port(1025),
  WEB_PORT: port(1080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// A bad variable stops here with its name, like the services' loadConfig (not imported:
// the service kit would load Kafka and Redis clients into a simulator that needs neither).
const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Configuración inválida del simulador de correo:\n${lines.join('\n')}`);
  process.exit(1);
}
const env = parsed.data;

const simulator = await startMailSimulator({
  host: env.HOST,
  smtpPort: env.SMTP_PORT,
  webPort: env.WEB_PORT,
  logLevel: env.LOG_LEVEL,
});

// 0.0.0.0 is where it listens, not an address a browser can open.
const shownHost = hostForUrl(env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST);
console.log(`Simulador de correo: SMTP en smtp://${shownHost}:${simulator.smtpPort}`);
console.log(`Bandeja en http://${shownHost}:${simulator.webPort}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error al cerrar el simulador de correo', error);
        process.exit(1);
      },
    );
  });
}
