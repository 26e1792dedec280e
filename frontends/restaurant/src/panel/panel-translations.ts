import { addTranslations } from '@mb/ui';

/** /restaurant/panelControl (namespace `restaurant`). */
const es = {
  panel: {
    title: 'Panel de control del restaurante',
    product: 'Producto',
    role: 'Rol',
    plan: 'Plan',
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  panel: {
    title: 'Restaurant control panel',
    product: 'Product',
    role: 'Role',
    plan: 'Plan',
  },
};

const pt: typeof es = {
  panel: {
    title: 'Painel de controle do restaurante',
    product: 'Produto',
    role: 'Função',
    plan: 'Plano',
  },
};

const fr: typeof es = {
  panel: {
    title: 'Tableau de bord du restaurant',
    product: 'Produit',
    role: 'Rôle',
    plan: 'Offre',
  },
};

addTranslations('restaurant', { es, en, pt, fr });
