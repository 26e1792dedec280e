import { addTranslations } from '@mb/ui';

/** /restaurant/panelControl (namespace `restaurant`). */
const es = {
  panel: {
    title: 'Panel de control del restaurante',
    product: 'Producto',
    role: 'Rol',
    plan: 'Plan',
    roles: { owner: 'Propietario', employee: 'Empleado', admin: 'Administrador', super_admin: 'Super administrador' },
    missing: 'No has abierto ninguna aplicación de restaurante. Ábrela desde Mis Suscripciones.',
    expired: 'Tu acceso a la aplicación expiró. Ábrela de nuevo desde Mis Suscripciones.',
    backToAccount: 'Ir a Mis Suscripciones',
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  panel: {
    title: 'Restaurant control panel',
    product: 'Product',
    role: 'Role',
    plan: 'Plan',
    roles: { owner: 'Owner', employee: 'Employee', admin: 'Administrator', super_admin: 'Super administrator' },
    missing: 'You have not opened a restaurant app. Open it from My Subscriptions.',
    expired: 'Your access to the app has expired. Open it again from My Subscriptions.',
    backToAccount: 'Go to My Subscriptions',
  },
};

const pt: typeof es = {
  panel: {
    title: 'Painel de controle do restaurante',
    product: 'Produto',
    role: 'Função',
    plan: 'Plano',
    roles: { owner: 'Proprietário', employee: 'Funcionário', admin: 'Administrador', super_admin: 'Super administrador' },
    missing: 'Você não abriu nenhum aplicativo de restaurante. Abra-o em Minhas Assinaturas.',
    expired: 'Seu acesso ao aplicativo expirou. Abra-o novamente em Minhas Assinaturas.',
    backToAccount: 'Ir para Minhas Assinaturas',
  },
};

const fr: typeof es = {
  panel: {
    title: 'Tableau de bord du restaurant',
    product: 'Produit',
    role: 'Rôle',
    plan: 'Offre',
    roles: { owner: 'Propriétaire', employee: 'Employé', admin: 'Administrateur', super_admin: 'Super administrateur' },
    missing: "Vous n'avez ouvert aucune application de restaurant. Ouvrez-la depuis Mes Abonnements.",
    expired: "Votre accès à l'application a expiré. Ouvrez-la de nouveau depuis Mes Abonnements.",
    backToAccount: 'Aller à Mes Abonnements',
  },
};

addTranslations('restaurant', { es, en, pt, fr });
