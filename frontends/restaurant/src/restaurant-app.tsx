import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { PanelControlPage } from './panel/panel-control-page.js';

/** /restaurant and its screens (the shell nests this remote under /restaurant). */
function RestaurantApp() {
  return (
    <Switch>
      <Route path="/panelControl">
        <PanelControlPage />
      </Route>
    </Switch>
  );
}

export default withMantine(RestaurantApp);
