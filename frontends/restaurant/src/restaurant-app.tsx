import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { PanelControlPage } from './panel/panel-control-page.js';
import { RestaurantSessionProvider } from './session/index.js';

/** /restaurant and its screens (the shell nests this remote under /restaurant); all of them on the restaurant session. */
function RestaurantApp() {
  return (
    <RestaurantSessionProvider>
      <Switch>
        <Route path="/panelControl">
          <PanelControlPage />
        </Route>
      </Switch>
    </RestaurantSessionProvider>
  );
}

export default withMantine(RestaurantApp);
