import { addTranslations } from '@mb/ui';

/** The plans' features (spec 1 §9) inside the app (namespace `restaurant`, key `features`). */
const es = {
  features: {
    title: 'Funciones de tu plan {{plan}}',
    included: 'Incluida',
    lockedUntil: 'Plan {{plan}}',
    upgrade: 'Disponible desde el plan {{plan}}. Mejora tu suscripción desde Mis Suscripciones.',
    unavailable: 'Tu plan no incluye esta función.',
    names: {
      manejo_inventario: 'Manejo de inventario',
      panel_empleados: 'Panel de empleados',
      panel_administrador: 'Panel de administrador',
      plataforma_multipagos: 'Plataforma multipagos',
      analisis_basico: 'Análisis básico',
      factura_electronica: 'Factura electrónica',
      analisis_intermedio: 'Análisis intermedio',
      menu_rapido: 'Menú rápido',
      sistema_ticketeras: 'Sistema de ticketeras',
      sistema_gestion_financiera: 'Sistema de gestión financiera',
      multi_sucursal: 'Multi sucursal',
      reportes_avanzados: 'Reportes avanzados',
      api_access: 'Acceso a la API',
    },
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  features: {
    title: 'Features of your {{plan}} plan',
    included: 'Included',
    lockedUntil: '{{plan}} plan',
    upgrade: 'Available from the {{plan}} plan. Upgrade your subscription from My Subscriptions.',
    unavailable: 'Your plan does not include this feature.',
    names: {
      manejo_inventario: 'Inventory management',
      panel_empleados: 'Staff panel',
      panel_administrador: 'Administrator panel',
      plataforma_multipagos: 'Multi-payment platform',
      analisis_basico: 'Basic analytics',
      factura_electronica: 'Electronic invoicing',
      analisis_intermedio: 'Intermediate analytics',
      menu_rapido: 'Quick menu',
      sistema_ticketeras: 'Ticket printer system',
      sistema_gestion_financiera: 'Financial management system',
      multi_sucursal: 'Multiple branches',
      reportes_avanzados: 'Advanced reports',
      api_access: 'API access',
    },
  },
};

const pt: typeof es = {
  features: {
    title: 'Funções do seu plano {{plan}}',
    included: 'Incluída',
    lockedUntil: 'Plano {{plan}}',
    upgrade: 'Disponível a partir do plano {{plan}}. Melhore sua assinatura em Minhas Assinaturas.',
    unavailable: 'Seu plano não inclui esta função.',
    names: {
      manejo_inventario: 'Gestão de estoque',
      panel_empleados: 'Painel de funcionários',
      panel_administrador: 'Painel de administrador',
      plataforma_multipagos: 'Plataforma multipagamentos',
      analisis_basico: 'Análise básica',
      factura_electronica: 'Nota fiscal eletrônica',
      analisis_intermedio: 'Análise intermediária',
      menu_rapido: 'Cardápio rápido',
      sistema_ticketeras: 'Sistema de impressoras de tickets',
      sistema_gestion_financiera: 'Sistema de gestão financeira',
      multi_sucursal: 'Multifilial',
      reportes_avanzados: 'Relatórios avançados',
      api_access: 'Acesso à API',
    },
  },
};

const fr: typeof es = {
  features: {
    title: 'Fonctions de votre offre {{plan}}',
    included: 'Incluse',
    lockedUntil: 'Offre {{plan}}',
    upgrade: "Disponible à partir de l'offre {{plan}}. Améliorez votre abonnement depuis Mes Abonnements.",
    unavailable: "Votre offre n'inclut pas cette fonction.",
    names: {
      manejo_inventario: 'Gestion des stocks',
      panel_empleados: 'Espace employés',
      panel_administrador: 'Espace administrateur',
      plataforma_multipagos: 'Plateforme multipaiement',
      analisis_basico: 'Analyse de base',
      factura_electronica: 'Facture électronique',
      analisis_intermedio: 'Analyse intermédiaire',
      menu_rapido: 'Menu rapide',
      sistema_ticketeras: 'Système de tickets',
      sistema_gestion_financiera: 'Système de gestion financière',
      multi_sucursal: 'Multi-établissements',
      reportes_avanzados: 'Rapports avancés',
      api_access: 'Accès API',
    },
  },
};

addTranslations('restaurant', { es, en, pt, fr });
