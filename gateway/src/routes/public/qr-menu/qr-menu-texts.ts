/** The QR menu page's own words in the four languages (its dishes are the restaurant's, as written). */
export const qrMenuLanguages = ['es', 'en', 'pt', 'fr'] as const;
export type QrMenuLanguage = (typeof qrMenuLanguages)[number];

export interface QrMenuTexts {
  menu: string;
  table: string;
  languages: string;
  empty: string;
  notFound: string;
  notFoundText: string;
  add: string;
  quantity: string;
  required: string;
  upTo: string;
  yourOrder: string;
  note: string;
  send: string;
  remove: string;
  dishes: string;
  sent: string;
  failed: string;
  chooseRequired: string;
}

export const qrMenuTexts: Record<QrMenuLanguage, QrMenuTexts> = {
  es: {
    menu: 'Menú',
    table: 'Mesa {number}',
    languages: 'Idioma',
    empty: 'No hay platos disponibles en este momento.',
    notFound: 'Menú no encontrado',
    notFoundText: 'Esta dirección no corresponde a ningún menú. Pide al personal el código QR de tu mesa.',
    add: 'Agregar',
    quantity: 'Cantidad',
    required: 'obligatorio',
    upTo: 'hasta {max}',
    yourOrder: 'Tu pedido',
    note: 'Nota para la cocina',
    send: 'Enviar pedido',
    remove: 'Quitar',
    dishes: '{count} platos',
    sent: 'Pedido enviado: el personal lo confirmará en un momento',
    failed: 'No se pudo enviar el pedido. Inténtalo de nuevo o llama a tu mesero.',
    chooseRequired: 'Elige una opción de "{group}"',
  },
  en: {
    menu: 'Menu',
    table: 'Table {number}',
    languages: 'Language',
    empty: 'No dishes are available right now.',
    notFound: 'Menu not found',
    notFoundText: 'This address is not a menu. Ask the staff for your table’s QR code.',
    add: 'Add',
    quantity: 'Quantity',
    required: 'required',
    upTo: 'up to {max}',
    yourOrder: 'Your order',
    note: 'Note for the kitchen',
    send: 'Send order',
    remove: 'Remove',
    dishes: '{count} dishes',
    sent: 'Order sent: the staff will confirm it in a moment',
    failed: 'The order could not be sent. Try again or call your waiter.',
    chooseRequired: 'Choose an option of "{group}"',
  },
  pt: {
    menu: 'Cardápio',
    table: 'Mesa {number}',
    languages: 'Idioma',
    empty: 'Não há pratos disponíveis no momento.',
    notFound: 'Cardápio não encontrado',
    notFoundText: 'Este endereço não é um cardápio. Peça à equipe o código QR da sua mesa.',
    add: 'Adicionar',
    quantity: 'Quantidade',
    required: 'obrigatório',
    upTo: 'até {max}',
    yourOrder: 'Seu pedido',
    note: 'Observação para a cozinha',
    send: 'Enviar pedido',
    remove: 'Remover',
    dishes: '{count} pratos',
    sent: 'Pedido enviado: a equipe vai confirmá-lo em instantes',
    failed: 'Não foi possível enviar o pedido. Tente de novo ou chame o garçom.',
    chooseRequired: 'Escolha uma opção de "{group}"',
  },
  fr: {
    menu: 'Menu',
    table: 'Table {number}',
    languages: 'Langue',
    empty: 'Aucun plat n’est disponible pour le moment.',
    notFound: 'Menu introuvable',
    notFoundText: 'Cette adresse ne correspond à aucun menu. Demandez au personnel le code QR de votre table.',
    add: 'Ajouter',
    quantity: 'Quantité',
    required: 'obligatoire',
    upTo: 'jusqu’à {max}',
    yourOrder: 'Votre commande',
    note: 'Note pour la cuisine',
    send: 'Envoyer la commande',
    remove: 'Retirer',
    dishes: '{count} plats',
    sent: 'Commande envoyée : le personnel va la confirmer dans un instant',
    failed: 'La commande n’a pas pu être envoyée. Réessayez ou appelez votre serveur.',
    chooseRequired: 'Choisissez une option de « {group} »',
  },
};

/** `?lang=` when it names one of the four, else the first of Accept-Language's that does (by weight), else Spanish. */
export function qrMenuLanguage(query: string | undefined, acceptLanguage: string | undefined): QrMenuLanguage {
  const known = (tag: string | undefined) => qrMenuLanguages.find((language) => tag?.toLowerCase().split('-')[0] === language);
  const asked = known(query);
  if (asked) return asked;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const weight = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = known(entry.tag);
    if (language) return language;
  }
  return 'es';
}
