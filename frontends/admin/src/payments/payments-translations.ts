import { addTranslations } from '@mb/ui';

/** 'Pagos' (key `payments` of the `admin` namespace); Spanish is the spec's wording (spec 2 §2.7, §2.5). */
const es = {
  payments: {
    title: 'Pagos',
    back: 'Volver',
    searchLabel: 'Buscar pagos',
    searchPlaceholder: 'Buscar por cliente, referencia, transacción…',
    columns: { date: 'Fecha', client: 'Cliente', product: 'Producto', amount: 'Monto', status: 'Estado', wompi: 'Wompi' },
    statuses: { pending: 'Pendiente', paid: 'Pagado', declined: 'Rechazado', voided: 'Anulado', error: 'Error' },
    wompi: { reference: 'Ref.', transaction: 'Transacción' },
    manual: { title: 'Pago manual', transfer: 'Transferencia', card: 'Tarjeta', cash: 'Efectivo' },
    empty: 'No hay pagos',
    loading: 'Cargando…',
    loadFailed: 'No se pudieron cargar los pagos',
    retry: 'Reintentar',
    limitReached: 'Se muestran {{limit}} pagos, el máximo por consulta. Usa la búsqueda para encontrar otros.',
    accessDenied: { title: 'Acceso Denegado', text: 'No tienes permisos para acceder a esta página.' },
    refund: {
      action: 'Reembolsar',
      title: 'Reembolsar el pago',
      text: 'Registra que el dinero del pago {{reference}} de {{name}} se le devolvió. La membresía que pagó terminará ahora y su factura se anulará ante la DIAN con una nota crédito.',
      cancel: 'Cancelar',
      confirm: 'Reembolsar y anular la factura',
      failed: 'No se pudo reembolsar el pago',
    },
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  payments: {
    title: 'Payments',
    back: 'Back',
    searchLabel: 'Search payments',
    searchPlaceholder: 'Search by customer, reference, transaction…',
    columns: { date: 'Date', client: 'Customer', product: 'Product', amount: 'Amount', status: 'Status', wompi: 'Wompi' },
    statuses: { pending: 'Pending', paid: 'Paid', declined: 'Declined', voided: 'Voided', error: 'Error' },
    wompi: { reference: 'Ref.', transaction: 'Transaction' },
    manual: { title: 'Manual payment', transfer: 'Transfer', card: 'Card', cash: 'Cash' },
    empty: 'No payments',
    loading: 'Loading…',
    loadFailed: 'The payments could not be loaded',
    retry: 'Retry',
    limitReached: 'Showing {{limit}} payments, the most one request returns. Use the search to find others.',
    accessDenied: { title: 'Access Denied', text: 'You do not have permission to access this page.' },
    refund: {
      action: 'Refund',
      title: 'Refund the payment',
      text: 'Records that the money of payment {{reference}} by {{name}} was given back. The membership it paid ends now and its invoice is cancelled with the DIAN by a credit note.',
      cancel: 'Cancel',
      confirm: 'Refund and cancel the invoice',
      failed: 'The payment could not be refunded',
    },
  },
};

const pt: typeof es = {
  payments: {
    title: 'Pagamentos',
    back: 'Voltar',
    searchLabel: 'Buscar pagamentos',
    searchPlaceholder: 'Buscar por cliente, referência, transação…',
    columns: { date: 'Data', client: 'Cliente', product: 'Produto', amount: 'Valor', status: 'Status', wompi: 'Wompi' },
    statuses: { pending: 'Pendente', paid: 'Pago', declined: 'Recusado', voided: 'Anulado', error: 'Erro' },
    wompi: { reference: 'Ref.', transaction: 'Transação' },
    manual: { title: 'Pagamento manual', transfer: 'Transferência', card: 'Cartão', cash: 'Dinheiro' },
    empty: 'Não há pagamentos',
    loading: 'Carregando…',
    loadFailed: 'Não foi possível carregar os pagamentos',
    retry: 'Tentar novamente',
    limitReached: 'Mostrando {{limit}} pagamentos, o máximo por consulta. Use a busca para encontrar outros.',
    accessDenied: { title: 'Acesso Negado', text: 'Você não tem permissão para acessar esta página.' },
    refund: {
      action: 'Reembolsar',
      title: 'Reembolsar o pagamento',
      text: 'Registra que o dinheiro do pagamento {{reference}} de {{name}} foi devolvido. A assinatura paga termina agora e a fatura é anulada perante a DIAN com uma nota de crédito.',
      cancel: 'Cancelar',
      confirm: 'Reembolsar e anular a fatura',
      failed: 'Não foi possível reembolsar o pagamento',
    },
  },
};

const fr: typeof es = {
  payments: {
    title: 'Paiements',
    back: 'Retour',
    searchLabel: 'Rechercher des paiements',
    searchPlaceholder: 'Rechercher par client, référence, transaction…',
    columns: { date: 'Date', client: 'Client', product: 'Produit', amount: 'Montant', status: 'Statut', wompi: 'Wompi' },
    statuses: { pending: 'En attente', paid: 'Payé', declined: 'Refusé', voided: 'Annulé', error: 'Erreur' },
    wompi: { reference: 'Réf.', transaction: 'Transaction' },
    manual: { title: 'Paiement manuel', transfer: 'Virement', card: 'Carte', cash: 'Espèces' },
    empty: 'Aucun paiement',
    loading: 'Chargement…',
    loadFailed: "Les paiements n'ont pas pu être chargés",
    retry: 'Réessayer',
    limitReached: "{{limit}} paiements affichés, le maximum par requête. Utilisez la recherche pour en trouver d'autres.",
    accessDenied: { title: 'Accès Refusé', text: "Vous n'avez pas la permission d'accéder à cette page." },
    refund: {
      action: 'Rembourser',
      title: 'Rembourser le paiement',
      text: "Enregistre que l'argent du paiement {{reference}} de {{name}} a été rendu. L'abonnement payé prend fin maintenant et sa facture est annulée auprès de la DIAN par un avoir.",
      cancel: 'Annuler',
      confirm: 'Rembourser et annuler la facture',
      failed: "Le paiement n'a pas pu être remboursé",
    },
  },
};

addTranslations('admin', { es, en, pt, fr });
