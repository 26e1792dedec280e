import { addTranslations } from '@mb/ui';
import en from '../../locales/en/users.json' with { type: 'json' };
import es from '../../locales/es/users.json' with { type: 'json' };
import fr from '../../locales/fr/users.json' with { type: 'json' };
import pt from '../../locales/pt/users.json' with { type: 'json' };

/** 'Panel de Super Administrador' (key `users` of the `admin` namespace); Spanish as spec 2 §2.5 and §8 word it. */
addTranslations('admin', { es, en, pt, fr });
