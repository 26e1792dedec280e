import { addTranslations } from '@mb/ui';

/** 'Mis Suscripciones' (key `memberships` of the `account` namespace); Spanish is the spec's wording (spec 2 §2.1, §8). */
const es = {
  memberships: {
    title: 'Mis Suscripciones',
    tabs: { subscriptions: 'Suscripciones', invoices: 'Facturas', profile: 'Perfil' },
    actions: { store: 'Ir a tienda', invoicing: 'Configurar Facturación Electrónica' },
    loading: 'Cargando tus suscripciones…',
    signInFirst: 'Inicia sesión para ver tus suscripciones.',
    signIn: 'Iniciar sesión',
    retry: 'Reintentar',
    sessionExpired: 'Sesión expirada',
    loadFailed: 'Error al conectar con el servidor. Por favor, verifica que el backend esté funcionando.',
    errors: { status: 'Error {{status}}: {{statusText}}', badAnswer: 'Error en la respuesta del servidor', connection: 'Error de conexión con el servidor' },
    noUser: 'No se encontró información del usuario.',
    empty: 'No tienes productos activos en este momento.',
    stats: { active: 'Suscripciones activas', total: 'Suscripciones totales', shared: 'Apps compartidas' },
    listTitle: 'Tus productos',
    unavailable: {
      subscriptions: 'No pudimos cargar tus suscripciones en este momento.',
      shared_apps: 'No pudimos cargar las apps compartidas contigo en este momento.',
    },
    status: { active: 'Activo', inactive: 'Inactivo' },
    card: {
      plan: 'Plan {{plan}}',
      since: 'Fecha de suscripción',
      expires: 'Fecha de vencimiento',
      amountPaid: 'Monto pagado',
      grace: 'Tu suscripción venció. El acceso se suspenderá el {{date}}. Renueva para no perderlo.',
    },
    shared: {
      title: 'Apps compartidas contigo',
      empty: 'Nadie ha compartido una aplicación contigo todavía.',
      owner: 'Propietario: {{email}}',
      role: 'Rol',
      plan: 'Plan',
      roles: { employee: 'Empleado', admin: 'Administrador', super_admin: 'Super administrador' },
    },
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  memberships: {
    title: 'My Subscriptions',
    tabs: { subscriptions: 'Subscriptions', invoices: 'Invoices', profile: 'Profile' },
    actions: { store: 'Go to store', invoicing: 'Set up Electronic Invoicing' },
    loading: 'Loading your subscriptions…',
    signInFirst: 'Sign in to see your subscriptions.',
    signIn: 'Sign in',
    retry: 'Retry',
    sessionExpired: 'Session expired',
    loadFailed: 'Could not connect to the server. Please check that the backend is running.',
    errors: { status: 'Error {{status}}: {{statusText}}', badAnswer: 'Invalid response from the server', connection: 'Could not connect to the server' },
    noUser: 'No user information was found.',
    empty: 'You have no active products at the moment.',
    stats: { active: 'Active subscriptions', total: 'Total subscriptions', shared: 'Shared apps' },
    listTitle: 'Your products',
    unavailable: {
      subscriptions: 'We could not load your subscriptions right now.',
      shared_apps: 'We could not load the apps shared with you right now.',
    },
    status: { active: 'Active', inactive: 'Inactive' },
    card: {
      plan: '{{plan}} plan',
      since: 'Subscription date',
      expires: 'Expiry date',
      amountPaid: 'Amount paid',
      grace: 'Your subscription has expired. Access will be suspended on {{date}}. Renew to keep it.',
    },
    shared: {
      title: 'Apps shared with you',
      empty: 'Nobody has shared an app with you yet.',
      owner: 'Owner: {{email}}',
      role: 'Role',
      plan: 'Plan',
      roles: { employee: 'Employee', admin: 'Administrator', super_admin: 'Super administrator' },
    },
  },
};

const pt: typeof es = {
  memberships: {
    title: 'Minhas Assinaturas',
    tabs: { subscriptions: 'Assinaturas', invoices: 'Faturas', profile: 'Perfil' },
    actions: { store: 'Ir à loja', invoicing: 'Configurar Faturamento Eletrônico' },
    loading: 'Carregando suas assinaturas…',
    signInFirst: 'Entre na sua conta para ver suas assinaturas.',
    signIn: 'Entrar',
    retry: 'Tentar novamente',
    sessionExpired: 'Sessão expirada',
    loadFailed: 'Erro ao conectar com o servidor. Verifique se o backend está funcionando.',
    errors: { status: 'Erro {{status}}: {{statusText}}', badAnswer: 'Erro na resposta do servidor', connection: 'Erro de conexão com o servidor' },
    noUser: 'Não foram encontradas informações do usuário.',
    empty: 'Você não tem produtos ativos no momento.',
    stats: { active: 'Assinaturas ativas', total: 'Total de assinaturas', shared: 'Apps compartilhados' },
    listTitle: 'Seus produtos',
    unavailable: {
      subscriptions: 'Não foi possível carregar suas assinaturas neste momento.',
      shared_apps: 'Não foi possível carregar os apps compartilhados com você neste momento.',
    },
    status: { active: 'Ativo', inactive: 'Inativo' },
    card: {
      plan: 'Plano {{plan}}',
      since: 'Data da assinatura',
      expires: 'Data de vencimento',
      amountPaid: 'Valor pago',
      grace: 'Sua assinatura venceu. O acesso será suspenso em {{date}}. Renove para não perdê-lo.',
    },
    shared: {
      title: 'Apps compartilhados com você',
      empty: 'Ninguém compartilhou um aplicativo com você ainda.',
      owner: 'Proprietário: {{email}}',
      role: 'Função',
      plan: 'Plano',
      roles: { employee: 'Funcionário', admin: 'Administrador', super_admin: 'Super administrador' },
    },
  },
};

const fr: typeof es = {
  memberships: {
    title: 'Mes Abonnements',
    tabs: { subscriptions: 'Abonnements', invoices: 'Factures', profile: 'Profil' },
    actions: { store: 'Aller à la boutique', invoicing: 'Configurer la Facturation Électronique' },
    loading: 'Chargement de vos abonnements…',
    signInFirst: 'Connectez-vous pour voir vos abonnements.',
    signIn: 'Se connecter',
    retry: 'Réessayer',
    sessionExpired: 'Session expirée',
    loadFailed: 'Erreur de connexion au serveur. Veuillez vérifier que le backend fonctionne.',
    errors: { status: 'Erreur {{status}} : {{statusText}}', badAnswer: 'Erreur dans la réponse du serveur', connection: 'Erreur de connexion au serveur' },
    noUser: "Aucune information sur l'utilisateur n'a été trouvée.",
    empty: "Vous n'avez aucun produit actif pour le moment.",
    stats: { active: 'Abonnements actifs', total: 'Abonnements au total', shared: 'Applications partagées' },
    listTitle: 'Vos produits',
    unavailable: {
      subscriptions: "Impossible de charger vos abonnements pour le moment.",
      shared_apps: "Impossible de charger les applications partagées avec vous pour le moment.",
    },
    status: { active: 'Actif', inactive: 'Inactif' },
    card: {
      plan: 'Offre {{plan}}',
      since: "Date d'abonnement",
      expires: "Date d'expiration",
      amountPaid: 'Montant payé',
      grace: "Votre abonnement a expiré. L'accès sera suspendu le {{date}}. Renouvelez-le pour ne pas le perdre.",
    },
    shared: {
      title: 'Applications partagées avec vous',
      empty: "Personne n'a encore partagé d'application avec vous.",
      owner: 'Propriétaire : {{email}}',
      role: 'Rôle',
      plan: 'Offre',
      roles: { employee: 'Employé', admin: 'Administrateur', super_admin: 'Super administrateur' },
    },
  },
};

addTranslations('account', { es, en, pt, fr });
