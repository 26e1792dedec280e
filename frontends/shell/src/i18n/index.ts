import en from '../../locales/en/shell.json' with { type: 'json' };
import es from '../../locales/es/shell.json' with { type: 'json' };
import fr from '../../locales/fr/shell.json' with { type: 'json' };
import pt from '../../locales/pt/shell.json' with { type: 'json' };

/** The shell's own texts (namespace `shell`); remotes add theirs. */
export const shellTranslations = { es, en, pt, fr };
