import {
  samplePosResolution,
  restaurantInvoicingMessages as texts,
  type AuditActor,
  type IssuerRestaurant,
  type LinkRestaurantRequest,
  type RestaurantInvoicingState,
  type RestaurantIssuerRequest,
  type RestaurantIssuerRequestItem,
} from '@mb/contracts';
import { AppError, badRequest, notFound, withTransaction, type Pool } from '@mb/service-kit';
import { dianCheckDigit } from '../../domain/invoice-builder.js';
import { restaurantInvoicingState } from '../../domain/restaurant-invoicing-state.js';
import type { EnablementService } from '../enablement/enablement.service.js';
import { auditIssuer, type IssuersService } from '../issuers/issuers.service.js';
import {
  findIssuerRequest,
  issuerOfRestaurant,
  linkRestaurant,
  listIssuerRequests,
  nextPosNumber,
  requestCodesExist,
  saveIssuerRequest,
  unlinkRestaurant,
} from './restaurant-issuers.repository.js';

/**
 * A restaurant as an issuer of equivalent documents (issue 35 item 1): the owner's request and the state the
 * restaurant app shows, and the vendor's administrator linking an issuer to the restaurant.
 */
export function restaurantIssuersService({
  pool,
  issuers,
  enablement,
}: {
  pool: Pool;
  issuers: IssuersService;
  enablement: EnablementService;
}) {
  async function state(restaurantId: string): Promise<RestaurantInvoicingState> {
    const link = await issuerOfRestaurant(pool, restaurantId);
    const requested = (await findIssuerRequest(pool, restaurantId)) !== undefined;
    if (!link) {
      return restaurantInvoicingState(
        { requested, issuerId: null, done: {}, production: false, posRange: null, testNumbering: false, certificateExpiration: null },
        new Date(),
      );
    }
    const { eqdocs } = await enablement.state(link.issuerId);
    const issuer = await issuers.row(link.issuerId);
    const pos = link.posResolution;
    const posRange =
      pos && pos.rangeFrom !== null && pos.rangeTo !== null
        ? {
            prefix: pos.prefix,
            from: pos.rangeFrom,
            to: pos.rangeTo,
            validTo: pos.validTo,
            nextNumber: await nextPosNumber(pool, link.issuerId, pos.prefix),
          }
        : null;
    return restaurantInvoicingState(
      {
        requested,
        issuerId: link.issuerId,
        done: Object.fromEntries(eqdocs.steps.map((step) => [step.key, step.state === 'done'])),
        production: eqdocs.type_environment_id === 1,
        posRange,
        testNumbering: pos !== null && pos.prefix === samplePosResolution.prefix && pos.resolution === samplePosResolution.resolution,
        certificateExpiration: issuer.certificate_expiration_date,
      },
      new Date(),
    );
  }

  return {
    /** GET /internal/restaurants/{restaurantId}/facturacion */
    state,

    /** POST /internal/restaurants/{restaurantId}/facturacion/solicitud: kept until the vendor's admin acts on it. */
    async request(restaurantId: string, input: RestaurantIssuerRequest): Promise<RestaurantInvoicingState> {
      if (dianCheckDigit(input.nit) !== input.dv) throw badRequest(texts.dvInvalid);
      const exist = await requestCodesExist(pool, input);
      if (!exist.municipality) throw badRequest(texts.municipalityUnknown);
      if (!exist.others) throw badRequest(texts.codeUnknown);
      if (await issuerOfRestaurant(pool, restaurantId)) throw new AppError(409, texts.alreadyLinked);
      await saveIssuerRequest(pool, { ...input, restaurant_id: restaurantId, restaurant_name: input.restaurant_name ?? null });
      return state(restaurantId);
    },

    /** The owners' requests for the vendor's admin, each with the issuer it became. */
    async requests(): Promise<RestaurantIssuerRequestItem[]> {
      const linked = new Map((await issuers.list()).flatMap((item) => (item.restaurant ? [[item.restaurant.restaurant_id, item.id]] : [])));
      return (await listIssuerRequests(pool)).map(({ requested_at, handled_at, ...request }) => ({
        ...request,
        requested_at: requested_at.toISOString(),
        handled_at: handled_at?.toISOString() ?? null,
        issuer_id: linked.get(request.restaurant_id) ?? null,
      }));
    },

    /** PUT /facturacion/facturadores/{id}/restaurante: the issuer documents that restaurant's sales from now on. */
    async link(issuerId: number, input: LinkRestaurantRequest, actor: AuditActor): Promise<IssuerRestaurant> {
      const issuer = await issuers.row(issuerId);
      const linked = await issuerOfRestaurant(pool, input.restaurant_id);
      if (linked && linked.issuerId !== issuerId) throw new AppError(409, texts.issuerOfAnotherRestaurant);
      const restaurant: IssuerRestaurant = {
        restaurant_id: input.restaurant_id,
        restaurant_name: input.restaurant_name ?? null,
        owner_email: input.owner_email,
        inc_responsible: input.inc_responsible,
      };
      await withTransaction(pool, async (tx) => {
        await linkRestaurant(tx, {
          restaurantId: restaurant.restaurant_id,
          issuerId,
          restaurantName: restaurant.restaurant_name,
          ownerEmail: restaurant.owner_email,
          incResponsible: restaurant.inc_responsible,
        });
        const before = issuer.restaurant_id ? { restaurant_id: issuer.restaurant_id, owner_email: issuer.owner_email } : null;
        await auditIssuer(tx, actor, 'issuer.restaurant_linked', issuerId, before, restaurant);
      });
      return restaurant;
    },

    async unlink(issuerId: number, actor: AuditActor): Promise<void> {
      const issuer = await issuers.row(issuerId);
      if (!issuer.restaurant_id) throw notFound(texts.noRestaurantLinked);
      const restaurantId = issuer.restaurant_id;
      await withTransaction(pool, async (tx) => {
        await unlinkRestaurant(tx, restaurantId);
        await auditIssuer(tx, actor, 'issuer.restaurant_unlinked', issuerId, { restaurant_id: restaurantId }, null);
      });
    },
  };
}
export type RestaurantIssuersService = ReturnType<typeof restaurantIssuersService>;
