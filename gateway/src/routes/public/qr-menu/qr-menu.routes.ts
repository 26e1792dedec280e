import {
  qrAvailabilityResponse,
  qrBranchParams,
  qrMenuParams,
  qrMenuSlug,
  qrTableParams,
  qrTableToken,
  tableOrderRequest,
  tableOrderResponse,
} from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { QrMenuClient } from '../../../clients/qr-menu.client.js';
import { qrMenuNotFoundPage, qrMenuPage, qrMenuScriptPath } from './qr-menu-page.js';
import { qrMenuScript } from './qr-menu-script.js';
import { qrMenuLanguage, qrMenuTexts } from './qr-menu-texts.js';

const tags = ['qr-menu'];
const pageParams = z.object({ slug: z.string().max(200), token: z.string().max(200).optional(), sede: z.string().max(200).optional() });
const pageQuery = z.object({ lang: z.string().max(20).optional() });

/**
 * The QR menu (issue 37 item 3): `/m/<slug>` and a table's `/m/<slug>/mesa/<token>` are small pages written here from
 * the restaurant service's public menu, in the diner's language (`?lang=`, else Accept-Language); an address that is no
 * menu gets the not-found page with 404. The page polls `/m/<slug>/disponibles` and sends a table's order to
 * `/m/<slug>/mesa/<token>/pedidos`, both public and passed on to the restaurant service, which rate-limits per token.
 */
export function qrMenuRoutes(app: App, qrMenu: QrMenuClient): void {
  const page = async (
    request: FastifyRequest<{ Params: z.infer<typeof pageParams>; Querystring: z.infer<typeof pageQuery> }>,
    reply: FastifyReply,
  ) => {
    const language = qrMenuLanguage(request.query.lang, request.headers['accept-language']);
    const texts = qrMenuTexts[language];
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language').type('text/html; charset=utf-8');
    const { slug, token, sede } = request.params;
    const wellFormed =
      qrMenuSlug.safeParse(slug).success &&
      (token === undefined || qrTableToken.safeParse(token).success) &&
      (sede === undefined || qrMenuSlug.safeParse(sede).success);
    try {
      if (!wellFormed) throw new AppError(404, texts.notFound);
      const { data } = await qrMenu.menu(slug, { token, sede }, request.id);
      return reply.send(qrMenuPage(data, { language, texts, token, sede }));
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
      return reply.code(404).send(qrMenuNotFoundPage(language, texts));
    }
  };
  const pageSchema = { hide: true, params: pageParams, querystring: pageQuery };
  app.get('/m/:slug', { config: { access: 'public' }, schema: pageSchema }, page);
  app.get('/m/:slug/mesa/:token', { config: { access: 'public' }, schema: pageSchema }, page);
  // A branch's menu (issue 37 item 4): its prices, availability and stock.
  app.get('/m/:slug/:sede', { config: { access: 'public' }, schema: pageSchema }, page);
  app.get(qrMenuScriptPath, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(qrMenuScript),
  );

  // Each page polls its own branch's availability (a branch has its own stock and its menu's availability there).
  const polls = [
    ['/m/:slug/disponibles', 'Platos disponibles ahora en el menú QR', qrMenuParams],
    ['/m/:slug/mesa/:token/disponibles', 'Platos disponibles ahora en la sede de una mesa', qrTableParams],
    ['/m/:slug/:sede/disponibles', 'Platos disponibles ahora en una sede', qrBranchParams],
  ] as const;
  for (const [path, summary, params] of polls) {
    const schema = { tags, summary, params, response: { 200: qrAvailabilityResponse } };
    app.get(path, { config: { access: 'public' }, schema }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { slug, ...place }: { slug: string; token?: string; sede?: string } = request.params;
      return qrMenu.available(slug, place, request.id);
    });
  }
  app.post(
    '/m/:slug/mesa/:token/pedidos',
    {
      config: { access: 'public', throttled: true },
      schema: {
        tags,
        summary: 'Enviar un pedido desde la mesa (queda pendiente hasta que el personal lo confirme)',
        params: qrTableParams,
        body: tableOrderRequest,
        response: { 201: tableOrderResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await qrMenu.sendOrder(request.params.slug, request.params.token, request.body, request.id)),
  );
}
