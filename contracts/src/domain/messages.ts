/** Spanish texts the server sends in `message`; the specs' wording where they give one. */
export const messages = {
  invalidInput: 'Datos inválidos',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  bodyTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  internal: 'Error interno del servidor',
  noToken: 'No token found',
  sessionExpired: 'Sesión expirada',
  forbidden: 'No tienes permisos para acceder a esta página.',
  serviceUnavailable: 'Servicio no disponible, inténtalo de nuevo más tarde',
  productsLoadFailed: 'No se pudieron cargar los productos',
  categoriesLoadFailed: 'No se pudieron cargar las categorías',
} as const;
