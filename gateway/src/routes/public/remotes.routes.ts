import { z } from 'zod';
import type { App } from '@mb/service-kit';
import type { RemotesList } from '../../config.js';

const list = z.object({
  success: z.literal(true),
  remotes: z.record(z.string(), z.object({ entry: z.string(), version: z.string() })),
});

/** The Module Federation remotes list: where the shell finds each remote's mf-manifest.json, and its version. */
export function remotesRoutes(app: App, remotes: () => Promise<RemotesList>): void {
  app.get(
    '/api/remotes',
    { config: { access: 'public' }, schema: { tags: ['public'], summary: 'Módulos federados del sitio', response: { 200: list } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, remotes: await remotes() };
    },
  );
}
