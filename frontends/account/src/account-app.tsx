import { withMantine } from '@mb/ui/mantine';
import { Route, Switch } from 'wouter';
import { MembershipsPage } from './memberships/memberships-page.js';

/** /cuenta and its screens (the shell nests this remote under /cuenta). */
function AccountApp() {
  return (
    <Switch>
      <Route path="/">
        <MembershipsPage />
      </Route>
    </Switch>
  );
}

export default withMantine(AccountApp);
