import { addTranslations } from '@mb/ui';

/** The restaurant's staff, for restaurant admins (namespace `restaurant`, key `staff`). */
const es = {
  staff: {
    title: 'Personal',
    loading: 'Cargando el personal...',
    seats: 'Puestos usados: {{used}} de {{limit}}',
    empty: 'Aún no has asignado personal.',
    manage: 'Agregar o quitar personal en Mis Suscripciones',
    ownerOnly: 'El personal lo asigna el propietario de la suscripción desde Mis Suscripciones.',
    name: 'Nombre',
    email: 'Correo',
    role: 'Rol',
    status: 'Estado',
    statuses: { active: 'Activo', inactive: 'Inactivo' },
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  staff: {
    title: 'Staff',
    loading: 'Loading staff...',
    seats: 'Seats used: {{used}} of {{limit}}',
    empty: 'You have not assigned any staff yet.',
    manage: 'Add or remove staff in My Subscriptions',
    ownerOnly: "Staff are assigned by the subscription's owner from My Subscriptions.",
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    status: 'Status',
    statuses: { active: 'Active', inactive: 'Inactive' },
  },
};

const pt: typeof es = {
  staff: {
    title: 'Equipe',
    loading: 'Carregando a equipe...',
    seats: 'Vagas usadas: {{used}} de {{limit}}',
    empty: 'Você ainda não atribuiu equipe.',
    manage: 'Adicionar ou remover equipe em Minhas Assinaturas',
    ownerOnly: 'A equipe é atribuída pelo dono da assinatura em Minhas Assinaturas.',
    name: 'Nome',
    email: 'E-mail',
    role: 'Função',
    status: 'Estado',
    statuses: { active: 'Ativo', inactive: 'Inativo' },
  },
};

const fr: typeof es = {
  staff: {
    title: 'Personnel',
    loading: 'Chargement du personnel...',
    seats: 'Places utilisées : {{used}} sur {{limit}}',
    empty: 'Vous n’avez encore affecté personne.',
    manage: 'Ajouter ou retirer du personnel dans Mes abonnements',
    ownerOnly: 'Le personnel est affecté par le titulaire de l’abonnement depuis Mes abonnements.',
    name: 'Nom',
    email: 'E-mail',
    role: 'Rôle',
    status: 'État',
    statuses: { active: 'Actif', inactive: 'Inactif' },
  },
};

addTranslations('restaurant', { es, en, pt, fr });
