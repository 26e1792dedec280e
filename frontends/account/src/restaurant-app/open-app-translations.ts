import { restaurantMessages } from '@mb/contracts';
import { addTranslations } from '@mb/ui';

/** The contracts word a placeholder as {message}; i18next wants {{message}}. */
const withPlaceholder = (text: string) => text.replace('{message}', '{{message}}');

/** Opening the restaurant app (key `openApp` of the `account` namespace); Spanish is the spec's (spec 2 §2.4, §8). */
const es = {
  openApp: {
    open: 'Abrir',
    opening: restaurantMessages.opening as string,
    entering: restaurantMessages.entering as string,
    failed: withPlaceholder(restaurantMessages.openFailed),
    unknown: restaurantMessages.openFailedUnknown as string,
    connectionFailed: restaurantMessages.openConnectionFailed as string,
    sharedFailed: restaurantMessages.sharedOpenFailed as string,
    sharedInactive: restaurantMessages.sharedInactive as string,
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  openApp: {
    open: 'Open',
    opening: 'Opening...',
    entering: 'Entering...',
    failed: 'Error setting up the app: {{message}}',
    unknown: 'unknown',
    connectionFailed: 'Connection error while opening the application.',
    sharedFailed: 'Could not open the shared app',
    sharedInactive: 'Inactive subscription',
  },
};

const pt: typeof es = {
  openApp: {
    open: 'Abrir',
    opening: 'Abrindo...',
    entering: 'Entrando...',
    failed: 'Erro ao configurar o app: {{message}}',
    unknown: 'desconhecido',
    connectionFailed: 'Erro de conexão ao abrir o aplicativo.',
    sharedFailed: 'Não foi possível abrir o app compartilhado',
    sharedInactive: 'Assinatura inativa',
  },
};

const fr: typeof es = {
  openApp: {
    open: 'Ouvrir',
    opening: 'Ouverture...',
    entering: 'Entrée...',
    failed: "Erreur de configuration de l'application : {{message}}",
    unknown: 'inconnue',
    connectionFailed: "Erreur de connexion lors de l'ouverture de l'application.",
    sharedFailed: "Impossible d'ouvrir l'application partagée",
    sharedInactive: 'Abonnement inactif',
  },
};

addTranslations('account', { es, en, pt, fr });
