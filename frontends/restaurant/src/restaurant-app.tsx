import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { KitchenBoardPage } from './kitchen/kitchen-board-page.js';
import { RestaurantLayout } from './layout/restaurant-layout.js';
import { sectionPath } from './layout/sections.js';
import { OrderTakingPage } from './orders/order-taking-page.js';
import { PanelControlPage } from './panel/panel-control-page.js';
import { RestaurantSessionProvider } from './session/index.js';

/** /restaurant and its screens (the shell nests this remote under /restaurant); all of them on the restaurant session. */
function RestaurantApp() {
  return (
    <RestaurantSessionProvider>
      <RestaurantLayout>
        <Switch>
          <Route path={sectionPath('home')}>
            <PanelControlPage />
          </Route>
          <Route path={sectionPath('orders')}>
            <OrderTakingPage />
          </Route>
          <Route path={sectionPath('kitchen')}>
            <KitchenBoardPage />
          </Route>
        </Switch>
      </RestaurantLayout>
    </RestaurantSessionProvider>
  );
}

export default withMantine(RestaurantApp);
