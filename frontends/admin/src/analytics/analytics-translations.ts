import { addTranslations } from '@mb/ui';

/** /admin/analitica (key `analytics` of the `admin` namespace; spec 2 §2.9 and §8). */
const es = {
  analytics: {
    title: 'Analítica',
    back: 'Volver',
    from: 'Desde',
    to: 'Hasta',
    refresh: 'Actualizar',
    loading: 'Cargando analítica…',
    loadFailed: 'Error cargando analytics',
    retry: 'Reintentar',
    cards: { pageviews: 'Páginas vistas', sessions: 'Sesiones únicas', accepted: 'Consentimientos aceptados', rejected: 'Consentimientos rechazados' },
    chart: { title: 'Páginas vistas por día', current: 'Este periodo', previous: 'Periodo anterior', day: 'Día {{n}}' },
    lists: { pages: 'Páginas más vistas', referrers: 'Principales referentes', utm: 'UTM (fuente / medio / campaña)', countries: 'Países', count: 'Vistas', empty: 'Sin datos en este periodo' },
    direct: '(direct)',
    noUtm: '(sin UTM)',
    unknownCountry: '(desconocido)',
    events: { title: 'Eventos recientes', date: 'Fecha', type: 'Tipo', url: 'URL', referrer: 'Referente', ip: 'IP', country: 'País', empty: 'Aún no hay eventos', pageview: 'Vista', click: 'Clic' },
  },
};
const en: typeof es = {
  analytics: {
    title: 'Analytics',
    back: 'Back',
    from: 'From',
    to: 'To',
    refresh: 'Refresh',
    loading: 'Loading analytics…',
    loadFailed: 'Error loading analytics',
    retry: 'Retry',
    cards: { pageviews: 'Page views', sessions: 'Unique sessions', accepted: 'Accepted consents', rejected: 'Rejected consents' },
    chart: { title: 'Page views per day', current: 'This period', previous: 'Previous period', day: 'Day {{n}}' },
    lists: { pages: 'Top pages', referrers: 'Top referrers', utm: 'UTM (source / medium / campaign)', countries: 'Countries', count: 'Views', empty: 'No data in this period' },
    direct: '(direct)',
    noUtm: '(no UTM)',
    unknownCountry: '(unknown)',
    events: { title: 'Recent events', date: 'Date', type: 'Type', url: 'URL', referrer: 'Referrer', ip: 'IP', country: 'Country', empty: 'No events yet', pageview: 'View', click: 'Click' },
  },
};
const pt: typeof es = {
  analytics: {
    title: 'Análises',
    back: 'Voltar',
    from: 'De',
    to: 'Até',
    refresh: 'Atualizar',
    loading: 'Carregando análises…',
    loadFailed: 'Erro ao carregar analytics',
    retry: 'Tentar novamente',
    cards: { pageviews: 'Páginas vistas', sessions: 'Sessões únicas', accepted: 'Consentimentos aceitos', rejected: 'Consentimentos rejeitados' },
    chart: { title: 'Páginas vistas por dia', current: 'Este período', previous: 'Período anterior', day: 'Dia {{n}}' },
    lists: { pages: 'Páginas mais vistas', referrers: 'Principais referências', utm: 'UTM (origem / meio / campanha)', countries: 'Países', count: 'Visualizações', empty: 'Sem dados neste período' },
    direct: '(direct)',
    noUtm: '(sem UTM)',
    unknownCountry: '(desconhecido)',
    events: { title: 'Eventos recentes', date: 'Data', type: 'Tipo', url: 'URL', referrer: 'Referência', ip: 'IP', country: 'País', empty: 'Ainda não há eventos', pageview: 'Visualização', click: 'Clique' },
  },
};
const fr: typeof es = {
  analytics: {
    title: 'Statistiques',
    back: 'Retour',
    from: 'Du',
    to: 'Au',
    refresh: 'Actualiser',
    loading: 'Chargement des statistiques…',
    loadFailed: 'Erreur de chargement des statistiques',
    retry: 'Réessayer',
    cards: { pageviews: 'Pages vues', sessions: 'Sessions uniques', accepted: 'Consentements acceptés', rejected: 'Consentements refusés' },
    chart: { title: 'Pages vues par jour', current: 'Cette période', previous: 'Période précédente', day: 'Jour {{n}}' },
    lists: { pages: 'Pages les plus vues', referrers: 'Principaux référents', utm: 'UTM (source / support / campagne)', countries: 'Pays', count: 'Vues', empty: 'Aucune donnée sur cette période' },
    direct: '(direct)',
    noUtm: '(sans UTM)',
    unknownCountry: '(inconnu)',
    events: { title: 'Événements récents', date: 'Date', type: 'Type', url: 'URL', referrer: 'Référent', ip: 'IP', country: 'Pays', empty: 'Aucun événement pour l’instant', pageview: 'Vue', click: 'Clic' },
  },
};
addTranslations('admin', { es, en, pt, fr });
