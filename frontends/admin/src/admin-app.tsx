import { lazy, Suspense } from 'react';
import { withMantine } from '@mb/ui/mantine';
import { Center, Container, Loader, Title } from '@mantine/core';
import { addTranslations } from '@mb/ui';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { PaymentsPage } from './payments/payments-page.js';

// The invoicing screens (forms, dialogs, JSON boxes) are the heaviest here: loaded only when opened.
const InvoicingPage = lazy(() => import('./invoicing/invoicing-page.js').then((module) => ({ default: module.InvoicingPage })));
const TemplatesPage = lazy(() => import('./templates/templates-page.js').then((module) => ({ default: module.TemplatesPage })));

const titles = {
  es: { users: 'Panel de Super Administrador', store: 'Administración de Tienda', analytics: 'Analítica' },
  en: { users: 'Super Administrator Panel', store: 'Store Administration', analytics: 'Analytics' },
  pt: { users: 'Painel de Super Administrador', store: 'Administração da Loja', analytics: 'Análises' },
  fr: { users: 'Panneau du Super Administrateur', store: 'Administration de la Boutique', analytics: 'Statistiques' },
};
addTranslations('admin', titles);

type Screen = keyof (typeof titles)['es'];

/** Screens not built yet: their path under /admin and the title their placeholder shows. */
const adminScreens: [string, Screen][] = [
  ['/', 'users'],
  ['/tienda', 'store'],
  ['/analitica', 'analytics'],
];

function AdminScreen({ screen }: { screen: Screen }) {
  const { t } = useTranslation('admin');
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t(screen)}</Title>
    </Container>
  );
}

/** /admin and its screens; each screen's content comes with its issue. */
function AdminApp() {
  return (
    <Suspense
      fallback={
        <Center py="xl" aria-busy="true">
          <Loader />
        </Center>
      }
    >
      <Switch>
        <Route path="/pagos">
          <PaymentsPage />
        </Route>
        <Route path="/facturacion">
          <InvoicingPage />
        </Route>
        <Route path="/facturacion/plantillas">
          <TemplatesPage />
        </Route>
        {adminScreens.map(([path, screen]) => (
          <Route key={path} path={path}>
            <AdminScreen screen={screen} />
          </Route>
        ))}
      </Switch>
    </Suspense>
  );
}

export default withMantine(AdminApp);
