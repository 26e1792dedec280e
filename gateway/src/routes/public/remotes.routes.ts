import { z } from 'zod';
import type { App } from '@mb/service-kit';

const manifest = z.object({
  success: z.literal(true),
  remotes: z.record(z.string(), z.object({ entry: z.string() })),
});

/** The runtime manifest of Module Federation remotes: where the shell finds each remote's entry. */
export function remotesRoutes(app: App, remotes: Record<string, { entry: string }>): void {
  app.get(
    '/api/remotes',
    { config: { access: 'public' }, schema: { tags: ['public'], summary: 'Módulos federados del sitio', response: { 200: manifest } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, remotes };
    },
  );
}
