import { addTranslations } from '@mb/ui';

/** The floor's tables, for restaurant admins (namespace `restaurant`, key `tables`). */
const es = {
  tables: {
    title: 'Mesas',
    loading: 'Cargando mesas...',
    empty: 'Aún no hay mesas. Crea la primera con su número, puestos y zona.',
    newTable: 'Nueva mesa',
    number: 'Número',
    seats: 'Puestos',
    zone: 'Zona',
    zoneHint: 'Ej.: Terraza',
    create: 'Crear mesa',
    created: 'Mesa {{number}} creada',
    numberInvalid: 'Número de mesa inválido: un entero de 1 a 999',
    seatsInvalid: 'Puestos inválidos: de 1 a 12',
    tableLabel: 'Mesa {{number}}',
    seatsCount: '{{count}} puestos',
    noZone: 'Sin zona',
    openOrders: 'Pedidos abiertos: {{count}}',
    status: 'Estado de la mesa {{number}}',
    statusChanged: 'Mesa {{number}}: {{status}}',
    statuses: { disponible: 'Disponible', ocupada: 'Ocupada', reservada: 'Reservada', mantenimiento: 'Mantenimiento' },
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  tables: {
    title: 'Tables',
    loading: 'Loading tables...',
    empty: 'No tables yet. Create the first one with its number, seats and zone.',
    newTable: 'New table',
    number: 'Number',
    seats: 'Seats',
    zone: 'Zone',
    zoneHint: 'E.g. Terrace',
    create: 'Create table',
    created: 'Table {{number}} created',
    numberInvalid: 'The table number must be a whole number from 1 to 999.',
    seatsInvalid: 'Seats must be from 1 to 12.',
    tableLabel: 'Table {{number}}',
    seatsCount: '{{count}} seats',
    noZone: 'No zone',
    openOrders: 'Open orders: {{count}}',
    status: 'Status of table {{number}}',
    statusChanged: 'Table {{number}}: {{status}}',
    statuses: { disponible: 'Available', ocupada: 'Occupied', reservada: 'Reserved', mantenimiento: 'Maintenance' },
  },
};

const pt: typeof es = {
  tables: {
    title: 'Mesas',
    loading: 'Carregando mesas...',
    empty: 'Ainda não há mesas. Crie a primeira com seu número, cadeiras e zona.',
    newTable: 'Nova mesa',
    number: 'Número',
    seats: 'Cadeiras',
    zone: 'Zona',
    zoneHint: 'Ex.: Terraço',
    create: 'Criar mesa',
    created: 'Mesa {{number}} criada',
    numberInvalid: 'O número da mesa deve ser um inteiro de 1 a 999.',
    seatsInvalid: 'As cadeiras devem ser de 1 a 12.',
    tableLabel: 'Mesa {{number}}',
    seatsCount: '{{count}} cadeiras',
    noZone: 'Sem zona',
    openOrders: 'Pedidos abertos: {{count}}',
    status: 'Estado da mesa {{number}}',
    statusChanged: 'Mesa {{number}}: {{status}}',
    statuses: { disponible: 'Disponível', ocupada: 'Ocupada', reservada: 'Reservada', mantenimiento: 'Manutenção' },
  },
};

const fr: typeof es = {
  tables: {
    title: 'Tables',
    loading: 'Chargement des tables...',
    empty: 'Pas encore de tables. Créez la première avec son numéro, ses places et sa zone.',
    newTable: 'Nouvelle table',
    number: 'Numéro',
    seats: 'Places',
    zone: 'Zone',
    zoneHint: 'Ex. : Terrasse',
    create: 'Créer la table',
    created: 'Table {{number}} créée',
    numberInvalid: 'Le numéro de table doit être un entier de 1 à 999.',
    seatsInvalid: 'Les places doivent aller de 1 à 12.',
    tableLabel: 'Table {{number}}',
    seatsCount: '{{count}} places',
    noZone: 'Sans zone',
    openOrders: 'Commandes ouvertes : {{count}}',
    status: 'État de la table {{number}}',
    statusChanged: 'Table {{number}} : {{status}}',
    statuses: { disponible: 'Disponible', ocupada: 'Occupée', reservada: 'Réservée', mantenimiento: 'Maintenance' },
  },
};

addTranslations('restaurant', { es, en, pt, fr });
