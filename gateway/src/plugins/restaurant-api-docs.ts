import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiKeyAreaOf, apiKeyCallsPerMinute, apiKeyPrefix, branchHeader, webhookEventTypes, webhookSignatureHeader } from '@mb/contracts';
import type { App } from '@mb/service-kit';

export const restaurantApiDocsPath = '/docs/api-restaurante';

const description = `API del restaurante (plan Gold, \`api_access\`) para integrar el POS con otros sistemas.

## Llaves de API
Un administrador del restaurante crea llaves en \`POST /restaurant/api/llaves\` con un nombre, permisos por área y un
vencimiento opcional. El secreto (\`${apiKeyPrefix}…\`) se muestra una sola vez; se guarda solo su SHA-256.
Cada llamada lleva \`Authorization: Bearer ${apiKeyPrefix}…\` y actúa sobre el restaurante de la llave, nada más.

- Áreas: \`menu\` (menú, categorías, estaciones), \`orders\` (pedidos, carrito, mesas), \`checks\` (cuentas, caja) y
  \`reports\` (estadísticas). Inventario (\`stock\`) se sumará cuando exista.
- Permiso \`read\` para GET; \`write\` para todo (incluye lectura). Sin permiso: **403** con el área que falta.
- Llave revocada, vencida o desconocida: **401**. Plan sin \`api_access\`: **403** con el plan que lo incluye.
- Límite: ${apiKeyCallsPerMinute} llamadas por minuto por llave; la siguiente recibe **429** con \`Retry-After\`.
- Sede: la cabecera \`X-Sede\` elige la sede en la que actúa la llamada (sus mesas, pedidos, cuentas, caja, estaciones,
  inventario y reportes): el id de la sede o su nombre corto, el de la dirección de su menú QR (p. ej. \`norte\`). Sin
  ella, la sede principal. Una sede que no es del restaurante: **404**.

## Webhooks
\`POST /restaurant/api/webhooks\` registra una URL pública (http o https) y los eventos que quiere recibir:
${webhookEventTypes.map((type) => `\`${type}\``).join(', ')}. Una URL cuyo dominio resuelve a una dirección privada, local o
interna (127.0.0.0/8, 10/8, 172.16/12, 192.168/16, 169.254/16, ::1, fc00::/7…) se rechaza con **400**; se comprueba al
guardarla y otra vez al conectar en cada envío.

Cada envío es un \`POST\` con cuerpo JSON \`{ "id", "type", "created", "data" }\` y la cabecera
\`${webhookSignatureHeader}: t=<segundos unix>,v1=<firma>\`, donde la firma es el HMAC-SHA256 en hexadecimal de
\`"<t>.<cuerpo tal cual llegó>"\` con el secreto del webhook (\`whsec_…\`, mostrado una sola vez). Para verificar:
recalcular el HMAC sobre los bytes recibidos, compararlo en tiempo constante y rechazar un \`t\` a más de 5 minutos del
reloj propio. Una respuesta 2xx lo da por entregado; cualquier otra cosa se reintenta con espera exponencial
(10 s, 20 s, 40 s…, 6 intentos). \`GET /restaurant/api/webhooks/{id}/envios\` muestra cada intento (estado, duración,
error) y \`POST …/envios/{envio}/reenviar\` lo envía de nuevo.`;

type Operation = { security?: Array<Record<string, string[]>>; parameters?: unknown[]; [field: string]: unknown };

/** Every call an API key reaches works in one branch (sede): the one this header names, else the main one. */
const branchParameter = {
  in: 'header',
  name: branchHeader,
  required: false,
  description: 'Sede en la que actúa la llamada: su id o su nombre corto (p. ej. norte). Sin ella, la sede principal.',
  schema: { type: 'string' },
};
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; [field: string]: unknown };
  [field: string]: unknown;
};

/** The restaurant API's own page: the calls an API key reaches and the keys' and webhooks' own, with the scheme. */
function restaurantApiDocument(document: OpenApiDocument) {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {})
      .filter(([path]) => apiKeyAreaOf(path) || path.startsWith('/restaurant/api/'))
      .map(([path, operations]) => [
        path,
        Object.fromEntries(
          Object.entries(operations).map(([method, operation]) => [
            method,
            path.startsWith('/restaurant/api/')
              ? operation
              : {
                  ...operation,
                  tags: [apiKeyAreaOf(path)],
                  parameters: [...(operation.parameters ?? []), branchParameter],
                  security: [{ apiKey: [] }, ...(operation.security ?? [])],
                },
          ]),
        ),
      ]),
  );
  return {
    ...document,
    info: { title: 'MB Platform — API del restaurante', version: '1.0.0', description },
    paths,
    components: {
      ...document.components,
      securitySchemes: {
        ...document.components?.securitySchemes,
        apiKey: { type: 'http', scheme: 'bearer', description: `Llave de API del restaurante (${apiKeyPrefix}…)` },
      },
    },
  };
}

/**
 * Registered before the gateway's own UI (/docs): @fastify/swagger-ui decorates its instance, so this second page
 * lives in a child context of its own, made while the parent has no such decoration yet.
 */
export async function registerRestaurantApiDocs(app: App): Promise<void> {
  await app.register(async (child) => {
    await child.register(fastifySwaggerUi, {
      routePrefix: restaurantApiDocsPath,
      transformSpecification: (document) => restaurantApiDocument(document as OpenApiDocument),
    });
  });
}
