import { addTranslations } from '@mb/ui';

addTranslations('store', {
  es: {
    home: { title: 'Software que impulsa tu negocio', subtitle: 'Soluciones para restaurantes, automatizaciones con IA y servicio técnico en Colombia.', cta: 'Ver productos' },
    store: { title: 'Tienda', categories: 'Categorías', loadFailed: 'No se pudieron cargar las categorías', empty: 'No hay categorías todavía.' },
    product: { title: 'Producto', comingSoon: 'Próximamente...' },
    landing: { title: 'Soluciones' },
  },
  en: {
    home: { title: 'Software that drives your business', subtitle: 'Solutions for restaurants, AI automations and technical service in Colombia.', cta: 'See products' },
    store: { title: 'Store', categories: 'Categories', loadFailed: 'Categories could not be loaded', empty: 'No categories yet.' },
    product: { title: 'Product', comingSoon: 'Coming soon...' },
    landing: { title: 'Solutions' },
  },
  pt: {
    home: { title: 'Software que impulsiona o seu negócio', subtitle: 'Soluções para restaurantes, automações com IA e assistência técnica na Colômbia.', cta: 'Ver produtos' },
    store: { title: 'Loja', categories: 'Categorias', loadFailed: 'Não foi possível carregar as categorias', empty: 'Ainda não há categorias.' },
    product: { title: 'Produto', comingSoon: 'Em breve...' },
    landing: { title: 'Soluções' },
  },
  fr: {
    home: { title: 'Des logiciels qui font avancer votre entreprise', subtitle: 'Solutions pour restaurants, automatisations IA et service technique en Colombie.', cta: 'Voir les produits' },
    store: { title: 'Boutique', categories: 'Catégories', loadFailed: 'Impossible de charger les catégories', empty: 'Aucune catégorie pour le moment.' },
    product: { title: 'Produit', comingSoon: 'Bientôt...' },
    landing: { title: 'Solutions' },
  },
});
