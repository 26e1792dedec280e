import { lazy, Suspense, type ReactNode } from 'react';
import { withMantine } from '@mb/ui/mantine';
import { Center, Loader } from '@mantine/core';
import { useSignedInUser } from '@mb/ui';
import { adminRoles } from '@mb/contracts';
import { Route, Switch } from 'wouter';
import { AccessDenied } from './payments/access-denied.js';
import { PaymentsPage } from './payments/payments-page.js';
import { UsersPage } from './users/users-page.js';

// The invoicing screens (forms, dialogs, JSON boxes) are the heaviest here: loaded only when opened.
const InvoicingPage = lazy(() => import('./invoicing/invoicing-page.js').then((module) => ({ default: module.InvoicingPage })));
const AuditPage = lazy(() => import('./audit/audit-page.js').then((module) => ({ default: module.AuditPage })));
const TemplatesPage = lazy(() => import('./templates/templates-page.js').then((module) => ({ default: module.TemplatesPage })));
const AnalyticsPage = lazy(() => import('./analytics/analytics-page.js').then((module) => ({ default: module.AnalyticsPage })));
const InvoicesPage = lazy(() => import('./invoices/invoices-page.js').then((module) => ({ default: module.InvoicesPage })));
const OperationsPage = lazy(() => import('./operations/operations-page.js').then((module) => ({ default: module.OperationsPage })));
const StoreAdminPage = lazy(() => import('./store/store-admin-page.js').then((module) => ({ default: module.StoreAdminPage })));

const pending = (
  <Center py="xl" aria-busy="true">
    <Loader />
  </Center>
);

/** Admin and SuperAdmin only: anyone else is told so before any admin call is made (the services refuse them too). */
function AdminsOnly({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  if (user === undefined) return pending;
  if (!user || !adminRoles.includes(user.role)) return <AccessDenied />;
  return children;
}

/** The event pipeline's console replays events between services: the platform owner's alone (issue 39). */
function SuperAdminOnly({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  if (user === undefined) return pending;
  if (user?.role !== 'SuperAdmin') return <AccessDenied />;
  return children;
}

/** /admin and its screens; each screen's content comes with its issue. */
function AdminApp() {
  return (
    <Suspense fallback={pending}>
      <Switch>
        <Route path="/pagos">
          <AdminsOnly>
            <PaymentsPage />
          </AdminsOnly>
        </Route>
        <Route path="/facturacion">
          <AdminsOnly>
            <InvoicingPage />
          </AdminsOnly>
        </Route>
        <Route path="/">
          <AdminsOnly>
            <UsersPage />
          </AdminsOnly>
        </Route>
        <Route path="/auditoria">
          <AdminsOnly>
            <AuditPage />
          </AdminsOnly>
        </Route>
        <Route path="/analitica">
          <AdminsOnly>
            <AnalyticsPage />
          </AdminsOnly>
        </Route>
        <Route path="/facturacion/plantillas">
          <AdminsOnly>
            <TemplatesPage />
          </AdminsOnly>
        </Route>
        <Route path="/facturacion/facturas">
          <AdminsOnly>
            <InvoicesPage />
          </AdminsOnly>
        </Route>
        <Route path="/operacion">
          <SuperAdminOnly>
            <OperationsPage />
          </SuperAdminOnly>
        </Route>
        <Route path="/tienda">
          <AdminsOnly>
            <StoreAdminPage />
          </AdminsOnly>
        </Route>
      </Switch>
    </Suspense>
  );
}

export default withMantine(AdminApp);
