import { addTranslations } from '@mb/ui';

/** The day's figures, for restaurant admins (namespace `restaurant`, key `stats`). */
const es = {
  stats: {
    title: 'Estadísticas',
    day: 'Día',
    loading: 'Cargando estadísticas...',
    orders: 'Pedidos',
    paid: 'Pagados',
    cancelled: 'Cancelados',
    revenue: 'Ventas',
    averageTicket: 'Ticket promedio',
    perHour: 'Por hora',
    ordersPerHour: 'Pedidos por hora',
    revenuePerHour: 'Ventas por hora',
    topDishes: 'Platos más pedidos',
    dish: 'Plato',
    quantity: 'Cantidad',
    noOrders: 'No hubo pedidos este día.',
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  stats: {
    title: 'Statistics',
    day: 'Day',
    loading: 'Loading statistics...',
    orders: 'Orders',
    paid: 'Paid',
    cancelled: 'Cancelled',
    revenue: 'Sales',
    averageTicket: 'Average ticket',
    perHour: 'Per hour',
    ordersPerHour: 'Orders per hour',
    revenuePerHour: 'Sales per hour',
    topDishes: 'Most ordered dishes',
    dish: 'Dish',
    quantity: 'Quantity',
    noOrders: 'No orders that day.',
  },
};

const pt: typeof es = {
  stats: {
    title: 'Estatísticas',
    day: 'Dia',
    loading: 'Carregando estatísticas...',
    orders: 'Pedidos',
    paid: 'Pagos',
    cancelled: 'Cancelados',
    revenue: 'Vendas',
    averageTicket: 'Tíquete médio',
    perHour: 'Por hora',
    ordersPerHour: 'Pedidos por hora',
    revenuePerHour: 'Vendas por hora',
    topDishes: 'Pratos mais pedidos',
    dish: 'Prato',
    quantity: 'Quantidade',
    noOrders: 'Não houve pedidos neste dia.',
  },
};

const fr: typeof es = {
  stats: {
    title: 'Statistiques',
    day: 'Jour',
    loading: 'Chargement des statistiques...',
    orders: 'Commandes',
    paid: 'Payées',
    cancelled: 'Annulées',
    revenue: 'Ventes',
    averageTicket: 'Ticket moyen',
    perHour: 'Par heure',
    ordersPerHour: 'Commandes par heure',
    revenuePerHour: 'Ventes par heure',
    topDishes: 'Plats les plus commandés',
    dish: 'Plat',
    quantity: 'Quantité',
    noOrders: 'Aucune commande ce jour-là.',
  },
};

addTranslations('restaurant', { es, en, pt, fr });
