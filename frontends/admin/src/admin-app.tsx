import { withMantine } from '@mb/ui/mantine';
import { Container, Title } from '@mantine/core';
import { addTranslations } from '@mb/ui';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { PaymentsPage } from './payments/payments-page.js';

const titles = {
  es: { users: 'Panel de Super Administrador', store: 'Administración de Tienda', invoicing: 'Facturación electrónica', templates: 'Plantillas de factura', analytics: 'Analítica' },
  en: { users: 'Super Administrator Panel', store: 'Store Administration', invoicing: 'Electronic invoicing', templates: 'Invoice templates', analytics: 'Analytics' },
  pt: { users: 'Painel de Super Administrador', store: 'Administração da Loja', invoicing: 'Faturamento eletrônico', templates: 'Modelos de fatura', analytics: 'Análises' },
  fr: { users: 'Panneau du Super Administrateur', store: 'Administration de la Boutique', invoicing: 'Facturation électronique', templates: 'Modèles de facture', analytics: 'Statistiques' },
};
addTranslations('admin', titles);

type Screen = keyof (typeof titles)['es'];

/** Screens not built yet: their path under /admin and the title their placeholder shows. */
const adminScreens: [string, Screen][] = [
  ['/', 'users'],
  ['/tienda', 'store'],
  ['/facturacion', 'invoicing'],
  ['/facturacion/plantillas', 'templates'],
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
    <Switch>
      <Route path="/pagos">
        <PaymentsPage />
      </Route>
      {adminScreens.map(([path, screen]) => (
        <Route key={path} path={path}>
          <AdminScreen screen={screen} />
        </Route>
      ))}
    </Switch>
  );
}

export default withMantine(AdminApp);
