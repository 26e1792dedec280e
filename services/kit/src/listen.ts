import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** Starts listening and closes the app cleanly on SIGINT/SIGTERM (in-flight requests finish first). */
export async function listen(app: FastifyInstance, options: { host: string; port: number }): Promise<void> {
  closeWithGrace({ delay: 10000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  await app.listen({ host: options.host, port: options.port });
}
