import { initI18n } from '@mb/ui';

// In the page the shell initialises i18n before any remote loads; here this module plays the shell,
// imported ahead of the store's own translations.
initI18n({ es: {}, en: {}, pt: {}, fr: {} }, 'shell');
