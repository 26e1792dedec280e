import { addTranslations } from '@mb/ui';

export const accountInvoicesNamespace = 'accountInvoices';

/** The Facturas tab of /cuenta. DIAN's states and what to fix come from the server, in Spanish. */
const es = {
  title: 'Tus facturas electrónicas',
  loading: 'Cargando tus facturas…',
  loadFailed: 'No se pudieron cargar tus facturas',
  retry: 'Reintentar',
  empty: 'Aún no tienes facturas.',
  signInFirst: 'Inicia sesión para ver tus facturas.',
  number: 'Factura {{number}}',
  noNumber: 'Factura sin número',
  pdf: 'Descargar PDF',
  creditNote: 'Nota crédito {{number}}',
  creditNotePdf: 'PDF de la nota crédito',
  fix: 'Corregir mi perfil de facturación',
  fixHint: 'Al guardar el perfil corregido emitimos la factura de nuevo automáticamente.',
};

const en: typeof es = {
  title: 'Your electronic invoices',
  loading: 'Loading your invoices…',
  loadFailed: 'Could not load your invoices',
  retry: 'Retry',
  empty: 'You have no invoices yet.',
  signInFirst: 'Sign in to see your invoices.',
  number: 'Invoice {{number}}',
  noNumber: 'Invoice without a number',
  pdf: 'Download PDF',
  creditNote: 'Credit note {{number}}',
  creditNotePdf: 'Credit note PDF',
  fix: 'Fix my invoicing profile',
  fixHint: 'Once the corrected profile is saved we issue the invoice again automatically.',
};

const pt: typeof es = {
  title: 'Suas faturas eletrônicas',
  loading: 'Carregando suas faturas…',
  loadFailed: 'Não foi possível carregar suas faturas',
  retry: 'Tentar novamente',
  empty: 'Você ainda não tem faturas.',
  signInFirst: 'Entre para ver suas faturas.',
  number: 'Fatura {{number}}',
  noNumber: 'Fatura sem número',
  pdf: 'Baixar PDF',
  creditNote: 'Nota de crédito {{number}}',
  creditNotePdf: 'PDF da nota de crédito',
  fix: 'Corrigir meu perfil de faturamento',
  fixHint: 'Ao salvar o perfil corrigido emitimos a fatura novamente de forma automática.',
};

const fr: typeof es = {
  title: 'Vos factures électroniques',
  loading: 'Chargement de vos factures…',
  loadFailed: 'Impossible de charger vos factures',
  retry: 'Réessayer',
  empty: "Vous n'avez pas encore de factures.",
  signInFirst: 'Connectez-vous pour voir vos factures.',
  number: 'Facture {{number}}',
  noNumber: 'Facture sans numéro',
  pdf: 'Télécharger le PDF',
  creditNote: 'Avoir {{number}}',
  creditNotePdf: "PDF de l'avoir",
  fix: 'Corriger mon profil de facturation',
  fixHint: 'Dès que le profil corrigé est enregistré, nous émettons à nouveau la facture automatiquement.',
};

addTranslations(accountInvoicesNamespace, { es, en, pt, fr });
