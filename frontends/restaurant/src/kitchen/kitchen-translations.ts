import { addTranslations } from '@mb/ui';

/** The kitchen board (namespace `restaurant`, key `kitchen`); statuses keep the specs' Spanish names in Spanish. */
const es = {
  kitchen: {
    title: 'Cocina',
    live: 'En vivo',
    polling: 'Sin conexión en vivo: se actualiza cada {{seconds}} s',
    ticket: 'Pedido #{{number}} · {{where}}',
    age: 'Tiempo del pedido',
    orderNote: 'Nota: {{note}}',
    emptyColumn: 'Sin pedidos',
    closedToday: 'Cerrados hoy',
    changeStatus: 'Cambiar estado',
    cancel: 'Cancelar pedido',
    cancelQuestion: '¿Cancelar el pedido #{{number}}?',
    status: { pendiente: 'Pendiente', confirmado: 'Confirmado', preparando: 'Preparando', listo: 'Listo', entregado: 'Entregado', pagado: 'Pagado', cancelado: 'Cancelado' },
    moveTo: { confirmado: 'Confirmar', preparando: 'Preparar', listo: 'Marcar listo', entregado: 'Entregar', pagado: 'Marcar pagado' },
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  kitchen: {
    title: 'Kitchen',
    live: 'Live',
    polling: 'No live connection: refreshing every {{seconds}} s',
    ticket: 'Order #{{number}} · {{where}}',
    age: 'Order age',
    orderNote: 'Note: {{note}}',
    emptyColumn: 'No orders',
    closedToday: 'Closed today',
    changeStatus: 'Change status',
    cancel: 'Cancel order',
    cancelQuestion: 'Cancel order #{{number}}?',
    status: { pendiente: 'Pending', confirmado: 'Confirmed', preparando: 'Preparing', listo: 'Ready', entregado: 'Delivered', pagado: 'Paid', cancelado: 'Cancelled' },
    moveTo: { confirmado: 'Confirm', preparando: 'Start preparing', listo: 'Mark ready', entregado: 'Deliver', pagado: 'Mark paid' },
  },
};

const pt: typeof es = {
  kitchen: {
    title: 'Cozinha',
    live: 'Ao vivo',
    polling: 'Sem conexão ao vivo: atualiza a cada {{seconds}} s',
    ticket: 'Pedido #{{number}} · {{where}}',
    age: 'Tempo do pedido',
    orderNote: 'Observação: {{note}}',
    emptyColumn: 'Sem pedidos',
    closedToday: 'Fechados hoje',
    changeStatus: 'Mudar estado',
    cancel: 'Cancelar pedido',
    cancelQuestion: 'Cancelar o pedido #{{number}}?',
    status: { pendiente: 'Pendente', confirmado: 'Confirmado', preparando: 'Preparando', listo: 'Pronto', entregado: 'Entregue', pagado: 'Pago', cancelado: 'Cancelado' },
    moveTo: { confirmado: 'Confirmar', preparando: 'Preparar', listo: 'Marcar pronto', entregado: 'Entregar', pagado: 'Marcar pago' },
  },
};

const fr: typeof es = {
  kitchen: {
    title: 'Cuisine',
    live: 'En direct',
    polling: 'Pas de connexion en direct : actualisation toutes les {{seconds}} s',
    ticket: 'Commande n° {{number}} · {{where}}',
    age: 'Âge de la commande',
    orderNote: 'Note : {{note}}',
    emptyColumn: 'Aucune commande',
    closedToday: "Clôturées aujourd'hui",
    changeStatus: "Changer l'état",
    cancel: 'Annuler la commande',
    cancelQuestion: 'Annuler la commande n° {{number}} ?',
    status: { pendiente: 'En attente', confirmado: 'Confirmée', preparando: 'En préparation', listo: 'Prête', entregado: 'Servie', pagado: 'Payée', cancelado: 'Annulée' },
    moveTo: { confirmado: 'Confirmer', preparando: 'Préparer', listo: 'Marquer prête', entregado: 'Servir', pagado: 'Marquer payée' },
  },
};

addTranslations('restaurant', { es, en, pt, fr });
