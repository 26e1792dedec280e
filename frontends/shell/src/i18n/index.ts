import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import pt from './pt.json';

/** The shell's own texts (namespace `shell`); remotes add theirs. */
export const shellTranslations = { es, en, pt, fr };
