import { addTranslations } from '@mb/ui';

/** The restaurant app's frame: navigation, who is signed in, banners (namespace `restaurant`, key `layout`). */
const es = {
  layout: {
    navigation: 'Secciones del restaurante',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    signedInAs: 'Sesión iniciada como',
    logout: 'Salir del restaurante',
    sections: { home: 'Inicio', orders: 'Tomar pedido', kitchen: 'Cocina', menu: 'Menú', tables: 'Mesas', staff: 'Personal', stats: 'Estadísticas' },
    roles: { owner: 'Propietario', super_admin: 'Super administrador', admin: 'Administrador', employee: 'Empleado' },
    graceTitle: 'Suscripción vencida: en periodo de gracia',
    graceUntil: 'La aplicación se suspenderá el {{date}}. Renueva la suscripción desde Mis Suscripciones para seguir trabajando.',
    graceSoon: 'La aplicación se suspenderá pronto. Renueva la suscripción desde Mis Suscripciones para seguir trabajando.',
    readOnlyTitle: 'Solo lectura',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    retry: 'Reintentar',
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  layout: {
    navigation: 'Restaurant sections',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    signedInAs: 'Signed in as',
    logout: 'Leave the restaurant',
    sections: { home: 'Home', orders: 'Take order', kitchen: 'Kitchen', menu: 'Menu', tables: 'Tables', staff: 'Staff', stats: 'Statistics' },
    roles: { owner: 'Owner', super_admin: 'Super administrator', admin: 'Administrator', employee: 'Employee' },
    graceTitle: 'Subscription expired: grace period',
    graceUntil: 'The app will be suspended on {{date}}. Renew the subscription from My Subscriptions to keep working.',
    graceSoon: 'The app will be suspended soon. Renew the subscription from My Subscriptions to keep working.',
    readOnlyTitle: 'Read only',
    cancel: 'Cancel',
    confirm: 'Confirm',
    retry: 'Retry',
  },
};

const pt: typeof es = {
  layout: {
    navigation: 'Seções do restaurante',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    signedInAs: 'Sessão iniciada como',
    logout: 'Sair do restaurante',
    sections: { home: 'Início', orders: 'Anotar pedido', kitchen: 'Cozinha', menu: 'Cardápio', tables: 'Mesas', staff: 'Equipe', stats: 'Estatísticas' },
    roles: { owner: 'Proprietário', super_admin: 'Super administrador', admin: 'Administrador', employee: 'Funcionário' },
    graceTitle: 'Assinatura vencida: período de carência',
    graceUntil: 'O aplicativo será suspenso em {{date}}. Renove a assinatura em Minhas Assinaturas para continuar trabalhando.',
    graceSoon: 'O aplicativo será suspenso em breve. Renove a assinatura em Minhas Assinaturas para continuar trabalhando.',
    readOnlyTitle: 'Somente leitura',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    retry: 'Tentar novamente',
  },
};

const fr: typeof es = {
  layout: {
    navigation: 'Sections du restaurant',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    signedInAs: 'Connecté en tant que',
    logout: 'Quitter le restaurant',
    sections: { home: 'Accueil', orders: 'Prendre une commande', kitchen: 'Cuisine', menu: 'Carte', tables: 'Tables', staff: 'Personnel', stats: 'Statistiques' },
    roles: { owner: 'Propriétaire', super_admin: 'Super administrateur', admin: 'Administrateur', employee: 'Employé' },
    graceTitle: 'Abonnement expiré : période de grâce',
    graceUntil: "L'application sera suspendue le {{date}}. Renouvelez l'abonnement depuis Mes Abonnements pour continuer.",
    graceSoon: "L'application sera bientôt suspendue. Renouvelez l'abonnement depuis Mes Abonnements pour continuer.",
    readOnlyTitle: 'Lecture seule',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    retry: 'Réessayer',
  },
};

addTranslations('restaurant', { es, en, pt, fr });
