import { z } from 'zod';
import { startApidianSimulator } from './app.js';

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4902),
  ZIP_POLLS_BEFORE_RESULT: z.coerce.number().int().min(0).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// A bad variable stops here with its name, like the services' loadConfig.
const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Configuración inválida del simulador de APIDIAN:\n${lines.join('\n')}`);
  process.exit(1);
}
const env = parsed.data;

const simulator = await startApidianSimulator({
  host: env.HOST,
  port: env.PORT,
  zipPollsBeforeResult: env.ZIP_POLLS_BEFORE_RESULT,
  logLevel: env.LOG_LEVEL,
});
const platform = simulator.platformCompany;
console.log(`Simulador de APIDIAN (DIAN habilitación): API en ${simulator.url}/api/ubl2.1`);
console.log(`Empresa de la plataforma: NIT ${platform.nit}-${platform.dv}, token ${platform.token}`);
console.log(
  `Numeración de prueba ${platform.resolution.prefix} ${platform.resolution.from}–${platform.resolution.to}, clave técnica ${platform.resolution.technical_key}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error al cerrar el simulador de APIDIAN', error);
        process.exit(1);
      },
    );
  });
}
