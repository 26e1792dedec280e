// Who may call each operation of the gateway, written from the specifications (`../shared/specs` beside the repo) and
// NOT read from the routes' own `x-access` / `x-owns`: the authorization matrix checks the
// gateway against this table, so a route wrongly declared public (or an owned parameter left undeclared) fails.
// A new route fails too until someone adds its line here after reading what the specs say about it.
//
// access: public (anyone), session (a signed-in customer, on their own objects), admin (Admin or SuperAdmin), superadmin,
// restaurant (the restaurant app's own session; `entry` = the restaurant_token from open-restaurant instead).
// owns: the parameters naming one customer's (or restaurant's) objects, as `<params|query|body>.<name>` → the kind of
// object the matrix makes for client A (or restaurant A) and aims client B (restaurant B) at.
//
// Reviewed: each line read against the spec section cited above its group, 2026-11-26 (issue 32, item 5), written by
// one engineer and read line by line by another. Where the specs say nothing (the restaurant module's shapes, the
// audit log) the line says why it is what it is.

export type Access = 'public' | 'session' | 'admin' | 'superadmin' | 'restaurant';
export interface Expected {
  access: Access;
  owns?: Record<string, string>;
  entry?: true;
}

const open: Expected = { access: 'public' };
const session: Expected = { access: 'session' };
const admin: Expected = { access: 'admin' };
const superadmin: Expected = { access: 'superadmin' };
const restaurant: Expected = { access: 'restaurant' };
const ownsSubscription = (where: string): Expected => ({ access: 'session', owns: { [where]: 'subscription' } });
const ownsPayment: Expected = { access: 'session', owns: { 'params.paymentId': 'payment' } };
const inRestaurant = (owns: Record<string, string>): Expected => ({ access: 'restaurant', owns });

export const expectedAccess: Record<string, Expected> = {
  // Spec 1 §7 "Auth" and §3-§4: sign-in, registration, verification and recovery are what an anonymous visitor does.
  'POST /auth/register': open,
  'POST /auth/login': open,
  'POST /auth/verify-email': open,
  'POST /auth/google-signin': open,
  'POST /auth/resend-verification': open,
  'POST /auth/update-pending-email': open,
  'POST /auth/forgot-password': open,
  'POST /auth/reset-password': open,
  'POST /auth/forgot-username': open,
  // Spec 1 §7: GET /auth/me "returns current user or nothing", GET /auth/session "returns authenticated" (true or
  // false): both are asked before anyone is known. Logout: "the server logout is called, any failure ignored".
  'GET /auth/me': open,
  'GET /auth/session': open,
  'POST /auth/logout': open,
  // Spec 1 §7 / spec 2 §7.1: PUT /auth/me edits the caller's own profile.
  'PUT /auth/me': session,

  // Spec 1 §6: "Browsing products, categories and marketing pages is open to anonymous visitors."
  'GET /auth/public/categories': open,
  'GET /auth/public/products': open,
  'GET /auth/public/products/{slug}': open,
  // Spec 1 §7 (consent, tracking, chat): sent by the public site before and without signing in.
  'POST /auth/public/consent': open,
  'POST /auth/public/analytics/track': open,
  'POST /auth/public/chat': open,
  'GET /auth/public/chat/status': open,
  // Wompi's own call (architecture §1: a hint verified by a lookup), and the shell's remote manifest, read at start-up.
  'POST /webhooks/wompi': open,
  'GET /api/remotes': open,

  // Spec 1 §6: "Purchasing requires being authenticated"; the order, payment and reference are the buyer's own.
  'POST /auth/purchase': session,
  'POST /auth/purchase/checkout': session,
  'POST /auth/payments/wompi/init': { access: 'session', owns: { 'body.order_id': 'order' } },
  'POST /auth/payments/wompi/init-checkout': session,
  'GET /auth/payments/result': { access: 'session', owns: { 'query.reference': 'payment-reference' } },
  // Spec 2 §2.3 and §6: "Clients may ... pay a renewal", of their own subscription.
  'POST /auth/payments/wompi/init-renewal': ownsSubscription('body.subscription_id'),
  'GET /auth/subscriptions/{id}/renewal-quote': ownsSubscription('params.id'),
  // Spec 2 §7.1: the client's dashboard, shared apps and opening their own restaurant app (both readings of the path).
  'GET /auth/dashboard/client': session,
  'GET /auth/shared/apps': session,
  'POST /auth/subscriptions/{id}/open-restaurant': ownsSubscription('params.id'),
  'POST /mb/auth/subscriptions/{subscription_id}/open-restaurant': ownsSubscription('params.subscription_id'),
  // Spec 2 §7.6: "Clients may ... manage staff assignments" of their own restaurant.
  'GET /mb/restaurant/config/assignments': session,
  'POST /mb/restaurant/config/assignments': session,
  'DELETE /mb/restaurant/config/assignments/{id}': { access: 'session', owns: { 'params.id': 'assignment' } },
  // Spec 3 §2.3 and §7 (customer invoicing profile, /{product}/codes, /fe/check, /fe/profile): the buyer's own profile
  // and the DIAN code lists its modal needs; purchasing needs it ready (spec 1 §6).
  'GET /mb/codes': session,
  'GET /mb/fe/check': session,
  'GET /mb/fe/profile': session,
  'PUT /mb/fe/profile': session,
  // Not in the specs (the account's invoices tab): a customer's own electronic invoices, by their own payment; spec 2 §6
  // "Others: client dashboard with own data only".
  'GET /auth/invoices': session,
  'GET /auth/invoices/{paymentId}/pdf': ownsPayment,
  'GET /auth/invoices/{paymentId}/xml': ownsPayment,
  'GET /auth/invoices/{paymentId}/credit-note/pdf': ownsPayment,
  'GET /auth/invoices/{paymentId}/notes/{noteId}/pdf': ownsPayment,
  'POST /auth/invoices/{paymentId}/reenviar': ownsPayment,

  // Spec 2 §6: "Admin-only endpoint groups: users, subscriptions, product and category management, payments list,
  // sold-count reconciliation, licence assignment"; §2.5 admin dashboard ("Acceso Denegado" for others).
  'GET /auth/dashboard/admin': admin,
  'GET /auth/users': admin,
  'GET /auth/users/{id}/profile': admin,
  'PUT /auth/users/{id}': admin,
  'DELETE /auth/users/{id}': admin,
  'POST /auth/users/{id}/restore': admin,
  'POST /auth/users/{userId}/subscriptions': admin,
  // Spec 2 §2.6 ('Tomar pago'): the administrator sees what a member's invoicing profile lacks and completes it.
  'GET /auth/users/{id}/fe/check': admin,
  'GET /auth/users/{id}/fe/profile': admin,
  'PUT /auth/users/{id}/fe/profile': admin,
  'GET /auth/subscriptions': admin,
  'PUT /auth/subscriptions/{id}/status': admin,
  // Spec 2 §2.5-§2.6 "Tomar pago" (a row action of the admin user dashboard): a payment taken outside Wompi, and its receipt.
  'GET /auth/subscriptions/{id}/amount-due': admin,
  'POST /auth/subscriptions/{id}/manual-payments': admin,
  'POST /auth/manual-payments/receipts': admin,
  'GET /auth/manual-payments/receipts/{file}': admin,
  // Spec 2 §2.7 and §7.3: the payments list (with refunds) and sold-count reconciliation.
  'GET /auth/payments': admin,
  'POST /auth/payments/{paymentId}/refund': admin,
  'POST /auth/admin/reconcile/sold-count': admin,
  // Spec 2 §7.4 store administration.
  'GET /auth/categories': admin,
  'PUT /auth/categories': admin,
  'DELETE /auth/categories/{id}': admin,
  'GET /auth/products': admin,
  'POST /auth/products': admin,
  'GET /auth/products/{id}': admin,
  'PUT /auth/products/{id}': admin,
  'DELETE /auth/products/{id}': admin,
  'PUT /auth/products/{id}/plans/custom': admin,
  'DELETE /auth/products/{id}/plans/custom/{planKey}': admin,
  'PUT /auth/products/{id}/plans/{plan}': admin,
  'POST /auth/products/{id}/image': admin,
  'DELETE /auth/products/{id}/image': admin,
  'POST /auth/products/{id}/video': admin,
  'DELETE /auth/products/{id}/video': admin,
  'POST /auth/products/{id}/gallery': admin,
  'DELETE /auth/products/{id}/gallery': admin,
  'DELETE /auth/products/{id}/gallery/{itemId}': admin,
  'POST /auth/products/{id}/carousel': admin,
  'DELETE /auth/products/{id}/carousel/{itemId}': admin,
  // Spec 2 §7.5 analytics.
  'GET /auth/analytics/summary': admin,
  'GET /auth/analytics/events': admin,
  // Not in the specs: the audit log of administrators' and users' changes (architecture §2, admin remote) is theirs only.
  'GET /auth/audit': admin,
  // Not in the specs: the operator's console of the event pipeline (issue 39, item 3) replays events between services,
  // which only the platform's owner (SuperAdmin) may do; an Admin gets 403 like a client.
  'GET /auth/pipeline': superadmin,
  'POST /auth/pipeline/{service}/dead-letters/{id}/replay': superadmin,
  'POST /auth/pipeline/{service}/dead-letters/{id}/discard': superadmin,
  'POST /auth/pipeline/{service}/jobs/{queue}/{jobId}/retry': superadmin,

  // Spec 3 §2.1-§2.2 and §6 ("The issuer tooling is for the platform administrator"): issuers, test sets, status,
  // production switch, templates and the platform's invoices.
  'GET /api/facturacion/type_documents': admin,
  'GET /api/facturacion/facturadores': admin,
  'GET /api/facturacion/avisos': admin,
  'GET /api/facturacion/facturadores/{id}': admin,
  'GET /api/facturacion/facturadores/{id}/habilitacion': admin,
  'PUT /api/facturacion/facturadores/{id}': admin,
  'DELETE /api/facturacion/facturadores/{id}': admin,
  // Issue 35 item 1: the restaurant an issuer documents the sales of, and the owners' requests (the vendor's tools).
  'GET /api/facturacion/solicitudes-restaurantes': admin,
  'PUT /api/facturacion/facturadores/{id}/restaurante': admin,
  'DELETE /api/facturacion/facturadores/{id}/restaurante': admin,
  'GET /api/facturacion/facturas': admin,
  'GET /api/facturacion/facturas/export': admin,
  'POST /api/facturacion/facturas/{paymentId}/reintentar': admin,
  'POST /api/facturacion/facturas/{paymentId}/reenviar': admin,
  'POST /api/facturacion/facturas/{paymentId}/notas': admin,
  // Issue 35 item 6: the restaurants' DIAN documents for the vendor's administrators.
  'GET /api/facturacion/documentos-pos': admin,
  'GET /api/facturacion/documentos-pos.csv': admin,
  'GET /api/facturacion/documentos-pos/{id}/{file}': admin,
  'POST /api/facturacion/documentos-pos/{id}/reintentar': admin,
  'GET /api/templates/invoices': admin,
  'GET /api/templates/invoices/{name}': admin,
  'PUT /api/templates/invoices/{name}': admin,
  'POST /api/ubl2.1/config/{nit}/{dv}': admin,
  'PUT /api/ubl2.1/config/software': admin,
  'PUT /api/ubl2.1/config/softwareeqdocs': admin,
  'PUT /api/ubl2.1/config/certificate': admin,
  'PUT /api/ubl2.1/config/resolution': admin,
  'PUT /api/ubl2.1/config/environment': admin,
  'POST /api/ubl2.1/numbering-range': admin,
  'POST /api/ubl2.1/invoice/{testSetId}': admin,
  'POST /api/ubl2.1/eqdoc/{testSetId}': admin,
  'POST /api/ubl2.1/status/zip/{id}': admin,
  'POST /api/ubl2.1/status/document/{id}': admin,
  'POST /api/ubl2.1/status/events-document/{id}': admin,
  'POST /api/ubl2.1/delete/company/{nit}/{dv}': admin,

  // Spec 2 §7.7 restaurant module: entered with the restaurant_token that open-restaurant returns (setup, login),
  // then the app's own session. The specs show no shapes; every id below names one restaurant's own object, and an
  // operation with none acts on the caller's restaurant only.
  'POST /restaurant/auth/setup-user': { access: 'restaurant', owns: {}, entry: true },
  'POST /restaurant/auth/login': { access: 'restaurant', owns: {}, entry: true },
  'GET /restaurant/auth/profile': restaurant,
  'GET /restaurant/menu/categories': restaurant,
  'POST /restaurant/menu/categories': inRestaurant({ 'body.station_id': 'restaurant-station' }),
  // Issue 32: the menu's categories put in order; the body names every category of the session's own restaurant.
  'PUT /restaurant/menu/categories/order': restaurant,
  'PUT /restaurant/menu/categories/{id}': inRestaurant({ 'params.id': 'restaurant-category', 'body.station_id': 'restaurant-station' }),
  'DELETE /restaurant/menu/categories/{id}': inRestaurant({ 'params.id': 'restaurant-category' }),
  'GET /restaurant/menu/items': restaurant,
  'POST /restaurant/menu/items': inRestaurant({ 'body.category_id': 'restaurant-category' }),
  'GET /restaurant/menu/items/{id}': inRestaurant({ 'params.id': 'restaurant-dish' }),
  'PUT /restaurant/menu/items/{id}': inRestaurant({ 'params.id': 'restaurant-dish' }),
  'DELETE /restaurant/menu/items/{id}': inRestaurant({ 'params.id': 'restaurant-dish' }),
  'POST /restaurant/menu/items/{id}/image': inRestaurant({ 'params.id': 'restaurant-dish' }),
  'DELETE /restaurant/menu/items/{id}/image': inRestaurant({ 'params.id': 'restaurant-dish' }),
  'GET /restaurant/menu/user/features': restaurant,
  'GET /restaurant/menu/stats': restaurant,
  'GET /restaurant/tables': restaurant,
  'POST /restaurant/tables': restaurant,
  'PUT /restaurant/tables/{id}/status': inRestaurant({ 'params.id': 'restaurant-table' }),
  'POST /restaurant/carrito/add': inRestaurant({ 'body.itemId': 'restaurant-dish' }),
  'GET /restaurant/carrito/{usuarioId}': inRestaurant({ 'params.usuarioId': 'restaurant-user' }),
  'GET /restaurant/carrito/summary/{usuarioId}': inRestaurant({ 'params.usuarioId': 'restaurant-user' }),
  'PUT /restaurant/carrito/update-quantity': inRestaurant({ 'body.id': 'restaurant-cart-item' }),
  'DELETE /restaurant/carrito/item/{itemId}': inRestaurant({ 'params.itemId': 'restaurant-cart-item' }),
  'POST /restaurant/carrito/checkout': inRestaurant({ 'body.table_id': 'restaurant-table' }),
  'GET /restaurant/pedidos': restaurant,
  // Issue 36: a round with its lines in the body, as the cart's checkout (the dishes are checked by the service).
  'POST /restaurant/pedidos': inRestaurant({ 'body.table_id': 'restaurant-table' }),
  'GET /restaurant/pedidos/analytics/stats': restaurant,
  'GET /restaurant/pedidos/stream': restaurant,
  'POST /restaurant/pedidos/recuperar': inRestaurant({ 'body.station_id': 'restaurant-station' }),
  'GET /restaurant/estaciones': restaurant,
  'POST /restaurant/estaciones': restaurant,
  'PUT /restaurant/estaciones/{id}': inRestaurant({ 'params.id': 'restaurant-station' }),
  'GET /restaurant/sedes': restaurant,
  'POST /restaurant/sedes': restaurant,
  'PUT /restaurant/sedes/{id}/personal': restaurant,
  'GET /restaurant/sedes/{id}/carta': restaurant,
  'PUT /restaurant/sedes/{id}/carta/{dishId}': restaurant,
  'GET /restaurant/pedidos/{id}': inRestaurant({ 'params.id': 'restaurant-order' }),
  'PUT /restaurant/pedidos/{id}/estado': inRestaurant({ 'params.id': 'restaurant-order' }),
  'PUT /restaurant/pedidos/{id}/cancelar': inRestaurant({ 'params.id': 'restaurant-order' }),
  'POST /restaurant/favoritos/add': inRestaurant({ 'body.platoId': 'restaurant-favourite' }),
  'POST /restaurant/favoritos/remove': inRestaurant({ 'body.platoId': 'restaurant-favourite' }),
  'POST /restaurant/favoritos/toggle': inRestaurant({ 'body.platoId': 'restaurant-favourite' }),
  'GET /restaurant/favoritos/user/{usuarioId}': inRestaurant({ 'params.usuarioId': 'restaurant-user' }),
  'GET /restaurant/favoritos/check/{usuarioId}/{platoId}': inRestaurant({
    'params.usuarioId': 'restaurant-user',
    'params.platoId': 'restaurant-favourite',
  }),
  'GET /restaurant/favoritos/populares': restaurant,
  // Issue 33: the POS. Any staff member of the session's restaurant works the checks and the cash register (the
  // restaurant service refuses the administrators' calls, settings and shift history, to employees); a check id names
  // one restaurant's own check. The shift and the settings are the session's restaurant's: no id to aim elsewhere.
  'GET /restaurant/cuentas': restaurant,
  'GET /restaurant/cuentas/{id}': inRestaurant({ 'params.id': 'restaurant-check' }),
  'GET /restaurant/cuentas/{id}/precuenta': inRestaurant({ 'params.id': 'restaurant-check' }),
  'POST /restaurant/cuentas/{id}/cobrar': inRestaurant({ 'params.id': 'restaurant-check' }),
  'POST /restaurant/cuentas/{id}/dividir': inRestaurant({ 'params.id': 'restaurant-check' }),
  'POST /restaurant/cuentas/{id}/dividir-partes': inRestaurant({ 'params.id': 'restaurant-check' }),
  // Issue 36: moves name a table or another check in the body, each the session's restaurant's own.
  'POST /restaurant/cuentas/{id}/mover-mesa': inRestaurant({ 'params.id': 'restaurant-check', 'body.table_id': 'restaurant-table' }),
  'POST /restaurant/cuentas/{id}/unir': inRestaurant({ 'params.id': 'restaurant-check', 'body.check_id': 'restaurant-check' }),
  'POST /restaurant/cuentas/{id}/mover-lineas': inRestaurant({ 'params.id': 'restaurant-check', 'body.to_check_id': 'restaurant-check' }),
  // Discounts, courtesies and voids: any staff member asks; an employee's needs an administrator's credentials in the
  // body, which the restaurant service checks (its 403), not the gateway.
  'POST /restaurant/cuentas/{id}/ajustes': inRestaurant({ 'params.id': 'restaurant-check' }),
  'GET /restaurant/cuentas/{id}/recibo': inRestaurant({ 'params.id': 'restaurant-check' }),
  'POST /restaurant/cuentas/{id}/recibo/enviar': inRestaurant({ 'params.id': 'restaurant-check' }),
  // Issue 35 item 4: a paid check's refund, as the adjustments (an employee's with an administrator's credentials).
  'POST /restaurant/cuentas/{id}/reembolsos': inRestaurant({ 'params.id': 'restaurant-check' }),
  // Issue 35 items 1, 6, 8: the 'Facturación electrónica' section, the session's restaurant's own (the restaurant
  // service refuses employees and plans without it). A document id is looked up by invoicing under the session's
  // restaurant only (another restaurant's is not found): no id reaches another restaurant's documents.
  'GET /restaurant/facturacion': restaurant,
  'POST /restaurant/facturacion/solicitud': restaurant,
  'GET /restaurant/facturacion/documentos': restaurant,
  'GET /restaurant/facturacion/documentos.csv': restaurant,
  'GET /restaurant/facturacion/documentos/{id}/{file}': restaurant,
  // Issue 37 item 5: the sales reports and their files, the session's restaurant's own (the restaurant service refuses
  // employees and ranges beyond the plan).
  'GET /restaurant/reportes/ventas': restaurant,
  'GET /restaurant/reportes/ventas.csv': restaurant,
  'GET /restaurant/reportes/ventas.xlsx': restaurant,
  'POST /restaurant/facturacion/documentos/{id}/reintentar': restaurant,
  'GET /restaurant/caja/ajustes': restaurant,
  'PUT /restaurant/caja/ajustes': restaurant,
  'GET /restaurant/caja/turno': restaurant,
  'GET /restaurant/caja/turnos': restaurant,
  'POST /restaurant/caja/turno/abrir': restaurant,
  'POST /restaurant/caja/turno/movimientos': restaurant,
  'POST /restaurant/caja/turno/cerrar': restaurant,
  // Issue 36 item 5: the staff's PINs and switching person on a device; the restaurant service checks the PIN, the
  // role (only administrators set another's PIN or the idle lock) and that the person is of the session's restaurant.
  'GET /restaurant/personal': restaurant,
  'PUT /restaurant/personal/{id}/pin': inRestaurant({ 'params.id': 'restaurant-user' }),
  'POST /restaurant/personal/cambiar': inRestaurant({ 'body.user_id': 'restaurant-user' }),
  'GET /restaurant/personal/ajustes': restaurant,
  'PUT /restaurant/personal/ajustes': restaurant,
  // Issue 37 item 6: API keys and webhooks, the session's restaurant's own (the restaurant service refuses everyone but
  // its administrators, and plans without api_access, Gold's). Like the invoicing documents, every id is looked up
  // under the session's restaurant only, so another restaurant's is not found; the matrix's restaurants are Estándar
  // and cannot make these objects, so services/restaurant/test/api-keys.test.ts and webhooks.test.ts check them.
  'GET /restaurant/api/llaves': restaurant,
  'POST /restaurant/api/llaves': restaurant,
  'DELETE /restaurant/api/llaves/{id}': restaurant,
  'GET /restaurant/api/webhooks': restaurant,
  'POST /restaurant/api/webhooks': restaurant,
  'DELETE /restaurant/api/webhooks/{id}': restaurant,
  'GET /restaurant/api/webhooks/{id}/envios': restaurant,
  'POST /restaurant/api/webhooks/{id}/envios/{deliveryId}/reenviar': restaurant,
  // Issue 37 item 1: the inventory; staff read it, administrators manage it. Every supply and dish id is looked up under
  // the session's restaurant only, so another restaurant's is not found (services/restaurant/test/inventory.test.ts).
  'GET /restaurant/inventario/insumos': restaurant,
  'GET /restaurant/inventario/alertas': restaurant,
  'POST /restaurant/inventario/insumos': restaurant,
  'PUT /restaurant/inventario/insumos/{id}': restaurant,
  'DELETE /restaurant/inventario/insumos/{id}': restaurant,
  'GET /restaurant/inventario/recetas/{dishId}': restaurant,
  'PUT /restaurant/inventario/recetas/{dishId}': restaurant,
  'GET /restaurant/inventario/movimientos': restaurant,
  'POST /restaurant/inventario/movimientos': restaurant,
  'POST /restaurant/inventario/conteo': restaurant,
  'GET /restaurant/inventario/ajustes': restaurant,
  'PUT /restaurant/inventario/ajustes': restaurant,
  // Issue 37 item 2 (Gold): the restaurant service checks the admin role, the plan and that the expense is its own.
  'GET /restaurant/finanzas/gastos': restaurant,
  'POST /restaurant/finanzas/gastos': restaurant,
  'POST /restaurant/finanzas/gastos/{id}/eliminar': restaurant,
  'GET /restaurant/finanzas/gastos.csv': restaurant,
  'GET /restaurant/finanzas/gastos.xlsx': restaurant,
  'GET /restaurant/finanzas/estado-resultados': restaurant,
  'GET /restaurant/finanzas/estado-resultados.csv': restaurant,
  'GET /restaurant/finanzas/estado-resultados.xlsx': restaurant,
  // Issue 37 item 3: the QR menu. Its pages and calls under /m/ are for any diner who scans a table's code (the slug
  // and the table's random token are the only keys; the service refuses what the restaurant's plan or settings do not
  // allow). Its settings and the table orders waiting for staff are the restaurant's, each id looked up under the
  // session's restaurant (services/restaurant/test/qr-menu.test.ts).
  'GET /m/{slug}/disponibles': open,
  'GET /m/{slug}/mesa/{token}/disponibles': open,
  'GET /m/{slug}/{sede}/disponibles': open,
  'POST /m/{slug}/mesa/{token}/pedidos': open,
  'GET /restaurant/menu-qr': restaurant,
  'PUT /restaurant/menu-qr': restaurant,
  'GET /restaurant/menu-qr/pedidos': restaurant,
  'POST /restaurant/menu-qr/pedidos/{id}/confirmar': restaurant,
  'POST /restaurant/menu-qr/pedidos/{id}/rechazar': restaurant,
};

/** What an OpenAPI operation declares, as this table writes it. */
function declared(operation: { 'x-access'?: string; 'x-owns'?: Record<string, string>; security?: Array<Record<string, unknown>> }) {
  const entry = (operation.security ?? []).some((scheme) => 'restaurantToken' in scheme);
  const owns = operation['x-owns'] ?? {};
  return { access: operation['x-access'], owns, ...(entry ? { entry: true } : {}) };
}

const written = (expected: Expected) => ({
  access: expected.access,
  owns: expected.owns ?? {},
  ...(expected.entry ? { entry: true } : {}),
});

/**
 * Every way the gateway's OpenAPI document and this table disagree, one line each: an operation the table lacks, one
 * the document no longer has, or one whose access, owned parameters or entry differ. Empty when they agree.
 */
export function accessDifferences(document: { paths: Record<string, Record<string, any>> }): string[] {
  const differences: string[] = [];
  const seen = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const id = `${method.toUpperCase()} ${path}`;
      seen.add(id);
      const expected = expectedAccess[id];
      const actual = declared(operation);
      if (!expected) differences.push(`${id}: not in e2e/api/expected-access.ts (declares ${JSON.stringify(actual)})`);
      else if (JSON.stringify(sorted(actual)) !== JSON.stringify(sorted(written(expected)))) {
        differences.push(`${id}: declares ${JSON.stringify(actual)}, the table says ${JSON.stringify(written(expected))}`);
      }
    }
  }
  for (const id of Object.keys(expectedAccess)) if (!seen.has(id)) differences.push(`${id}: in the table, not in the gateway's document`);
  return differences;
}

const sorted = (value: { access?: string; owns: Record<string, string>; entry?: boolean }) => ({
  ...value,
  owns: Object.fromEntries(Object.entries(value.owns).sort(([a], [b]) => a.localeCompare(b))),
});
