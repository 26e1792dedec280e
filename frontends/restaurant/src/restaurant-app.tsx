import type { ComponentType } from 'react';
import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { ApiAccessPage } from './api-access/index.js';
import { CajaPage } from './caja/index.js';
import { ChecksPage, checkRoute } from './checks/index.js';
import { FinancePage } from './finance/index.js';
import { InventoryPage } from './inventory/index.js';
import { InvoicingPage } from './invoicing/index.js';
import { KitchenBoardPage } from './kitchen/kitchen-board-page.js';
import { RestaurantLayout } from './layout/restaurant-layout.js';
import { RoleGate } from './layout/role-gate.js';
import { sections, type SectionKey } from './layout/sections.js';
import { OrderTakingPage } from './orders/order-taking-page.js';
import { MenuPage } from './menu/index.js';
import { PanelControlPage } from './panel/panel-control-page.js';
import { BranchesPage } from './branches/index.js';
import { ReportsPage } from './reports/index.js';
import { QrMenuPage } from './qr-menu/index.js';
import { StaffPage } from './staff/index.js';
import { StatsPage } from './stats/index.js';
import { TablesPage } from './tables/index.js';
import { RestaurantSessionProvider } from './session/index.js';

/** The screen of each section; a section shows in the navigation once it has one. */
const screens: Partial<Record<SectionKey, ComponentType>> = {
  home: PanelControlPage,
  orders: OrderTakingPage,
  kitchen: KitchenBoardPage,
  checks: ChecksPage,
  caja: CajaPage,
  menu: MenuPage,
  tables: TablesPage,
  inventory: InventoryPage,
  qrMenu: QrMenuPage,
  staff: StaffPage,
  stats: StatsPage,
  reports: ReportsPage,
  branches: BranchesPage,
  finance: FinancePage,
  invoicing: InvoicingPage,
  api: ApiAccessPage,
};

/** /restaurant and its screens (the shell nests this remote under /restaurant); all of them on the restaurant session. */
function RestaurantApp() {
  return (
    <RestaurantSessionProvider>
      <RestaurantLayout available={Object.keys(screens) as SectionKey[]}>
        <Switch>
          <Route path={checkRoute}>
            <ChecksPage />
          </Route>
          {sections.map(({ key, path, needs }) => {
            const Screen = screens[key];
            if (!Screen) return null;
            return (
              <Route key={key} path={path}>
                <RoleGate needs={needs}>
                  <Screen />
                </RoleGate>
              </Route>
            );
          })}
        </Switch>
      </RestaurantLayout>
    </RestaurantSessionProvider>
  );
}

export default withMantine(RestaurantApp);
