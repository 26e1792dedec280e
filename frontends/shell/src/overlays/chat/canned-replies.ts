/**
 * The assistant's local answers when the automation cannot answer (spec 1 §7): chosen by the first keyword group the
 * message contains, in the spec's order, else a generic one. Spanish, whatever the page's language (spec 1 §7).
 */
const cannedReplies: { keywords: RegExp; reply: string }[] = [
  { keywords: /\b(hola|hi|hello)\b/, reply: '¡Hola! Soy el asistente virtual de MB Platform. ¿En qué puedo ayudarte hoy?' },
  {
    keywords: /\b(ayuda|help)/,
    reply: 'Con gusto te ayudo. Puedo orientarte sobre nuestros productos, planes y precios, o sobre el soporte técnico. ¿Qué necesitas?',
  },
  {
    keywords: /\b(precio|costo)/,
    reply:
      'Nuestros planes cuestan $80.000 (Estándar), $150.000 (Pro) y $250.000 (Gold) al mes, y con el pago anual ahorras un 10%. En la Tienda encuentras el detalle de cada producto.',
  },
  {
    keywords: /\b(soporte|problema|error)/,
    reply: 'Lamento el inconveniente. Cuéntanos el detalle del problema y nuestro equipo de soporte te contactará lo antes posible.',
  },
  { keywords: /\b(gracias|thanks)/, reply: '¡Con gusto! Si necesitas algo más, aquí estoy.' },
];

export const genericReply =
  'Gracias por tu mensaje. En este momento no puedo darte una respuesta detallada; un asesor te contactará pronto. Mientras tanto, puedes explorar nuestros productos en la Tienda.';

/** Lower case without accents, so 'Ayúdame' and 'PRECIO' match like 'ayudame' and 'precio'. */
const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function cannedReply(message: string): string {
  const text = normalized(message);
  return cannedReplies.find(({ keywords }) => keywords.test(text))?.reply ?? genericReply;
}
