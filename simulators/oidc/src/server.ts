import { z } from 'zod';
import { startOidcSimulator } from './app.js';

const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4903),
  ISSUER: z.preprocess(emptyIsUnset, z.url().optional()),
  CLIENT_ID: z.string().min(1).default('mb-platform'),
  CLIENT_SECRET: z.string().min(1).default('mb-platform-dev-secret'),
  REDIRECT_URIS: z
    .string()
    .default('http://127.0.0.1:8080/auth/google/callback,http://localhost:8080/auth/google/callback')
    .transform((value) =>
      value
        .split(',')
        .map((uri) => uri.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// A bad variable stops here with its name, like the services' loadConfig (not imported:
// the service kit would load Kafka and Redis clients into a simulator that needs neither).
const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Configuración inválida del simulador de Google (OIDC):\n${lines.join('\n')}`);
  process.exit(1);
}
const env = parsed.data;

const simulator = await startOidcSimulator({
  host: env.HOST,
  port: env.PORT,
  issuer: env.ISSUER,
  clients: [{ client_id: env.CLIENT_ID, client_secret: env.CLIENT_SECRET, redirect_uris: env.REDIRECT_URIS }],
  logLevel: env.LOG_LEVEL,
});

console.log(`Simulador de Google (OIDC): issuer ${simulator.issuer}`);
console.log(`Discovery en ${simulator.issuer}/.well-known/openid-configuration (cliente ${env.CLIENT_ID})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error al cerrar el simulador de Google (OIDC)', error);
        process.exit(1);
      },
    );
  });
}
