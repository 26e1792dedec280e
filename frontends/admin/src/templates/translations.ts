import { addTranslations } from '@mb/ui';
import { invoicingAdminMessages } from '@mb/contracts';

export const templatesNamespace = 'adminTemplates';

// Spanish is the spec's wording (spec 3 §2.2, §5, §8), the messages taken from the contracts.
const es = {
  title: 'Plantillas de factura',
  back: 'Volver',
  list: 'Tipos de plantilla',
  newTemplate: 'Nueva plantilla',
  name: 'Nombre',
  editor: 'JSON de la plantilla',
  keyHint: 'Se guarda como {{key}}',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Plantilla guardada',
  saveFailed: invoicingAdminMessages.templateSaveFailed,
  invalidJson: invoicingAdminMessages.invalidJson,
  loadFailed: 'No se pudieron cargar las plantillas',
  templateFailed: 'No se pudo cargar la plantilla',
  empty: 'No hay plantillas',
  loading: 'Cargando…',
  retry: 'Reintentar',
  overwriteTitle: 'Reemplazar plantilla',
  overwriteConfirm: 'Ya existe la plantilla «{{label}}» con la clave {{key}}. ¿Reemplazarla con esta?',
  overwrite: 'Reemplazar',
  cancel: 'Cancelar',
};

// Typed by the Spanish keys: a key missing (or extra) in another language fails the type check.
type Texts = Record<keyof typeof es, string>;
const en: Texts = {
  title: 'Invoice templates',
  back: 'Back',
  list: 'Template types',
  newTemplate: 'New template',
  name: 'Name',
  editor: 'Template JSON',
  keyHint: 'Saved as {{key}}',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Template saved',
  saveFailed: 'Could not save',
  invalidJson: 'Invalid JSON',
  loadFailed: 'Could not load the templates',
  templateFailed: 'Could not load the template',
  empty: 'No templates',
  loading: 'Loading…',
  retry: 'Retry',
  overwriteTitle: 'Replace template',
  overwriteConfirm: 'There is already a template «{{label}}» with the key {{key}}. Replace it with this one?',
  overwrite: 'Replace',
  cancel: 'Cancel',
};

const pt: Texts = {
  title: 'Modelos de fatura',
  back: 'Voltar',
  list: 'Tipos de modelo',
  newTemplate: 'Novo modelo',
  name: 'Nome',
  editor: 'JSON do modelo',
  keyHint: 'Salvo como {{key}}',
  save: 'Salvar',
  saving: 'Salvando…',
  saved: 'Modelo salvo',
  saveFailed: 'Não foi possível salvar',
  invalidJson: 'JSON inválido',
  loadFailed: 'Não foi possível carregar os modelos',
  templateFailed: 'Não foi possível carregar o modelo',
  empty: 'Não há modelos',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  overwriteTitle: 'Substituir modelo',
  overwriteConfirm: 'Já existe o modelo «{{label}}» com a chave {{key}}. Substituí-lo por este?',
  overwrite: 'Substituir',
  cancel: 'Cancelar',
};

const fr: Texts = {
  title: 'Modèles de facture',
  back: 'Retour',
  list: 'Types de modèle',
  newTemplate: 'Nouveau modèle',
  name: 'Nom',
  editor: 'JSON du modèle',
  keyHint: 'Enregistré sous {{key}}',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Modèle enregistré',
  saveFailed: "Impossible d'enregistrer",
  invalidJson: 'JSON invalide',
  loadFailed: 'Impossible de charger les modèles',
  templateFailed: 'Impossible de charger le modèle',
  empty: 'Aucun modèle',
  loading: 'Chargement…',
  retry: 'Réessayer',
  overwriteTitle: 'Remplacer le modèle',
  overwriteConfirm: 'Le modèle « {{label}} » existe déjà avec la clé {{key}}. Le remplacer par celui-ci ?',
  overwrite: 'Remplacer',
  cancel: 'Annuler',
};

addTranslations(templatesNamespace, { es, en, pt, fr });
