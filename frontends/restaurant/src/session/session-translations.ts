import { addTranslations } from '@mb/ui';

/** Entering the restaurant app and leaving it (namespace `restaurant`, key `session`). */
const es = {
  session: {
    entering: 'Entrando al restaurante...',
    missing: 'No has abierto ninguna aplicación de restaurante. Ábrela desde Mis Suscripciones.',
    failed: 'No se pudo entrar al restaurante',
    retry: 'Reintentar',
    backToAccount: 'Ir a Mis Suscripciones',
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  session: {
    entering: 'Entering the restaurant...',
    missing: 'You have not opened a restaurant app. Open it from My Subscriptions.',
    failed: 'Could not enter the restaurant',
    retry: 'Retry',
    backToAccount: 'Go to My Subscriptions',
  },
};

const pt: typeof es = {
  session: {
    entering: 'Entrando no restaurante...',
    missing: 'Você não abriu nenhum aplicativo de restaurante. Abra-o em Minhas Assinaturas.',
    failed: 'Não foi possível entrar no restaurante',
    retry: 'Tentar novamente',
    backToAccount: 'Ir para Minhas Assinaturas',
  },
};

const fr: typeof es = {
  session: {
    entering: 'Entrée dans le restaurant...',
    missing: "Vous n'avez ouvert aucune application de restaurant. Ouvrez-la depuis Mes Abonnements.",
    failed: "Impossible d'entrer dans le restaurant",
    retry: 'Réessayer',
    backToAccount: 'Aller à Mes Abonnements',
  },
};

addTranslations('restaurant', { es, en, pt, fr });
