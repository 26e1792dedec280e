import { addTranslations } from '@mb/ui';

/** 'Registro de auditoría' (key `audit` of the `admin` namespace). */
const es = {
  audit: {
    title: 'Registro de auditoría',
    back: 'Volver',
    filters: { actor: 'Administrador (correo)', action: 'Acción', entity: 'Elemento', from: 'Desde', to: 'Hasta', all: 'Todas', clear: 'Limpiar filtros' },
    columns: { date: 'Fecha', actor: 'Quién', action: 'Acción', entity: 'Elemento', changes: 'Cambios' },
    actions: {
      user: {
        updated: 'Editó un usuario',
        status_changed: 'Cambió el estado de un usuario',
        role_changed: 'Cambió el rol de un usuario',
        deleted: 'Eliminó un usuario',
        restored: 'Restauró un usuario',
        erased: 'Borró los datos personales de un usuario',
      },
      membership: {
        activated: 'Asignó una membresía (pendiente de pago)',
        deactivated: 'Desactivó una membresía',
      },
      payment: {
        manual_recorded: 'Registró un pago manual',
        refunded: 'Reembolsó un pago (con nota crédito)',
      },
      product: {
        created: 'Creó un producto',
        updated: 'Editó un producto',
        deleted: 'Eliminó un producto',
        media_uploaded: 'Subió un archivo de un producto',
        media_deleted: 'Eliminó un archivo de un producto',
      },
      plan: {
        updated: 'Cambió un plan',
      },
      custom_plan: {
        saved: 'Guardó un plan personalizado',
        deleted: 'Eliminó un plan personalizado',
      },
      category: {
        saved: 'Guardó una categoría',
        deleted: 'Eliminó una categoría',
      },
      issuer: {
        created: 'Creó un facturador',
        updated: 'Editó un facturador',
        deleted: 'Eliminó un facturador',
        software_configured: 'Configuró el software de un facturador',
        certificate_uploaded: 'Subió el certificado de un facturador',
        resolution_saved: 'Guardó una resolución',
        environment_changed: 'Cambió el ambiente de un facturador',
      },
      template: {
        saved: 'Guardó una plantilla de factura',
      },
      invoice: {
        retried: 'Reintentó una factura ante la DIAN',
        resent: 'Reenvió una factura por correo',
      },
    },
    entities: {
      user: 'Usuario',
      subscription: 'Membresía',
      payment: 'Pago',
      product: 'Producto',
      category: 'Categoría',
      issuer: 'Facturador',
      invoice_template: 'Plantilla de factura',
      invoice: 'Factura',
    },
    system: 'Sistema',
    noChanges: 'Sin cambios de campos',
    empty: 'No hay cambios registrados con estos filtros.',
    loading: 'Cargando…',
    loadFailed: 'No se pudo cargar el registro de auditoría',
    retry: 'Reintentar',
    more: 'Cargar más',
  },
};

// Typed as the Spanish object: a key missing (or extra) in another language fails the type check.
const en: typeof es = {
  audit: {
    title: 'Audit log',
    back: 'Back',
    filters: { actor: 'Administrator (e-mail)', action: 'Action', entity: 'Item', from: 'From', to: 'To', all: 'All', clear: 'Clear filters' },
    columns: { date: 'Date', actor: 'Who', action: 'Action', entity: 'Item', changes: 'Changes' },
    actions: {
      user: {
        updated: 'Edited a user',
        status_changed: "Changed a user's status",
        role_changed: "Changed a user's role",
        deleted: 'Deleted a user',
        restored: 'Restored a user',
        erased: "Erased a user's personal data",
      },
      membership: {
        activated: 'Assigned a membership (pending payment)',
        deactivated: 'Deactivated a membership',
      },
      payment: {
        manual_recorded: 'Recorded a manual payment',
        refunded: 'Refunded a payment (with a credit note)',
      },
      product: {
        created: 'Created a product',
        updated: 'Edited a product',
        deleted: 'Deleted a product',
        media_uploaded: 'Uploaded a product file',
        media_deleted: 'Deleted a product file',
      },
      plan: {
        updated: 'Changed a plan',
      },
      custom_plan: {
        saved: 'Saved a custom plan',
        deleted: 'Deleted a custom plan',
      },
      category: {
        saved: 'Saved a category',
        deleted: 'Deleted a category',
      },
      issuer: {
        created: 'Created an issuer',
        updated: 'Edited an issuer',
        deleted: 'Deleted an issuer',
        software_configured: "Configured an issuer's software",
        certificate_uploaded: "Uploaded an issuer's certificate",
        resolution_saved: 'Saved a resolution',
        environment_changed: "Changed an issuer's environment",
      },
      template: {
        saved: 'Saved an invoice template',
      },
      invoice: {
        retried: 'Retried an invoice with the DIAN',
        resent: 'Re-sent an invoice by e-mail',
      },
    },
    entities: {
      user: 'User',
      subscription: 'Membership',
      payment: 'Payment',
      product: 'Product',
      category: 'Category',
      issuer: 'Issuer',
      invoice_template: 'Invoice template',
      invoice: 'Invoice',
    },
    system: 'System',
    noChanges: 'No field changes',
    empty: 'No changes recorded with these filters.',
    loading: 'Loading…',
    loadFailed: 'The audit log could not be loaded',
    retry: 'Retry',
    more: 'Load more',
  },
};

const pt: typeof es = {
  audit: {
    title: 'Registro de auditoria',
    back: 'Voltar',
    filters: { actor: 'Administrador (e-mail)', action: 'Ação', entity: 'Item', from: 'De', to: 'Até', all: 'Todas', clear: 'Limpar filtros' },
    columns: { date: 'Data', actor: 'Quem', action: 'Ação', entity: 'Item', changes: 'Alterações' },
    actions: {
      user: {
        updated: 'Editou um usuário',
        status_changed: 'Alterou o status de um usuário',
        role_changed: 'Alterou o papel de um usuário',
        deleted: 'Excluiu um usuário',
        restored: 'Restaurou um usuário',
        erased: 'Apagou os dados pessoais de um usuário',
      },
      membership: {
        activated: 'Atribuiu uma assinatura (pagamento pendente)',
        deactivated: 'Desativou uma assinatura',
      },
      payment: {
        manual_recorded: 'Registrou um pagamento manual',
        refunded: 'Reembolsou um pagamento (com nota de crédito)',
      },
      product: {
        created: 'Criou um produto',
        updated: 'Editou um produto',
        deleted: 'Excluiu um produto',
        media_uploaded: 'Enviou um arquivo de produto',
        media_deleted: 'Excluiu um arquivo de produto',
      },
      plan: {
        updated: 'Alterou um plano',
      },
      custom_plan: {
        saved: 'Salvou um plano personalizado',
        deleted: 'Excluiu um plano personalizado',
      },
      category: {
        saved: 'Salvou uma categoria',
        deleted: 'Excluiu uma categoria',
      },
      issuer: {
        created: 'Criou um emissor',
        updated: 'Editou um emissor',
        deleted: 'Excluiu um emissor',
        software_configured: 'Configurou o software de um emissor',
        certificate_uploaded: 'Enviou o certificado de um emissor',
        resolution_saved: 'Salvou uma resolução',
        environment_changed: 'Alterou o ambiente de um emissor',
      },
      template: {
        saved: 'Salvou um modelo de fatura',
      },
      invoice: {
        retried: 'Reenviou uma fatura à DIAN',
        resent: 'Reenviou uma fatura por e-mail',
      },
    },
    entities: {
      user: 'Usuário',
      subscription: 'Assinatura',
      payment: 'Pagamento',
      product: 'Produto',
      category: 'Categoria',
      issuer: 'Emissor',
      invoice_template: 'Modelo de fatura',
      invoice: 'Fatura',
    },
    system: 'Sistema',
    noChanges: 'Sem alterações de campos',
    empty: 'Nenhuma alteração registrada com estes filtros.',
    loading: 'Carregando…',
    loadFailed: 'Não foi possível carregar o registro de auditoria',
    retry: 'Tentar novamente',
    more: 'Carregar mais',
  },
};

const fr: typeof es = {
  audit: {
    title: "Journal d'audit",
    back: 'Retour',
    filters: { actor: 'Administrateur (e-mail)', action: 'Action', entity: 'Élément', from: 'Du', to: 'Au', all: 'Toutes', clear: 'Effacer les filtres' },
    columns: { date: 'Date', actor: 'Qui', action: 'Action', entity: 'Élément', changes: 'Modifications' },
    actions: {
      user: {
        updated: 'A modifié un utilisateur',
        status_changed: "A changé le statut d'un utilisateur",
        role_changed: "A changé le rôle d'un utilisateur",
        deleted: 'A supprimé un utilisateur',
        restored: 'A restauré un utilisateur',
        erased: "A effacé les données personnelles d'un utilisateur",
      },
      membership: {
        activated: 'A attribué un abonnement (en attente de paiement)',
        deactivated: 'A désactivé un abonnement',
      },
      payment: {
        manual_recorded: 'A enregistré un paiement manuel',
        refunded: 'A remboursé un paiement (avec un avoir)',
      },
      product: {
        created: 'A créé un produit',
        updated: 'A modifié un produit',
        deleted: 'A supprimé un produit',
        media_uploaded: "A téléversé un fichier d'un produit",
        media_deleted: "A supprimé un fichier d'un produit",
      },
      plan: {
        updated: 'A modifié une formule',
      },
      custom_plan: {
        saved: 'A enregistré une formule personnalisée',
        deleted: 'A supprimé une formule personnalisée',
      },
      category: {
        saved: 'A enregistré une catégorie',
        deleted: 'A supprimé une catégorie',
      },
      issuer: {
        created: 'A créé un émetteur',
        updated: 'A modifié un émetteur',
        deleted: 'A supprimé un émetteur',
        software_configured: "A configuré le logiciel d'un émetteur",
        certificate_uploaded: "A téléversé le certificat d'un émetteur",
        resolution_saved: 'A enregistré une résolution',
        environment_changed: "A changé l'environnement d'un émetteur",
      },
      template: {
        saved: 'A enregistré un modèle de facture',
      },
      invoice: {
        retried: 'A relancé une facture auprès de la DIAN',
        resent: 'A renvoyé une facture par e-mail',
      },
    },
    entities: {
      user: 'Utilisateur',
      subscription: 'Abonnement',
      payment: 'Paiement',
      product: 'Produit',
      category: 'Catégorie',
      issuer: 'Émetteur',
      invoice_template: 'Modèle de facture',
      invoice: 'Facture',
    },
    system: 'Système',
    noChanges: 'Aucun champ modifié',
    empty: 'Aucune modification enregistrée avec ces filtres.',
    loading: 'Chargement…',
    loadFailed: "Le journal d'audit n'a pas pu être chargé",
    retry: 'Réessayer',
    more: 'Charger plus',
  },
};

addTranslations('admin', { es, en, pt, fr });

/** Every action the view names, `<entity>.<verb>` (the translation keys nest the same way). */
export const auditActions = Object.entries(es.audit.actions).flatMap(([entity, verbs]) => Object.keys(verbs).map((verb) => `${entity}.${verb}`));
export const auditEntityTypes = Object.keys(es.audit.entities);
