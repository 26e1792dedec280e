import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parse } from 'regexparam';
import { Link, Route, Switch, matchRoute } from 'wouter';
import { paths } from './navigation/paths.js';
import { InstallableApp } from './offline/installable-app.js';
import type { RemoteName } from './remotes/registry.js';
import type { RemotePage } from './remotes/remote-pages.js';
import { RemoteRoute } from './remotes/remote-route.js';

/**
 * Which remote renders which URL; a nested one routes further inside its own area. An `installable` one is an app to
 * install that opens again without connection.
 */
const remotePages: ({ path: string; nest?: true; installable?: true } & RemotePage)[] = [
  { path: paths.home, remote: 'store', module: 'HomePage' },
  { path: paths.store, nest: true, remote: 'store', module: 'StoreApp' },
  { path: '/soluciones/:slug', remote: 'store', module: 'LandingPage' },
  { path: paths.account, nest: true, remote: 'account', module: 'AccountApp' },
  { path: paths.admin, nest: true, remote: 'admin', module: 'AdminApp' },
  { path: '/restaurant', nest: true, installable: true, remote: 'restaurant', module: 'RestaurantApp' },
];

/** The remote page a URL shows (as `AppRoutes` matches it, with wouter's own parser), if any. */
export function remotePageAt(pathname: string): { remote: RemoteName; module: string } | undefined {
  return remotePages.find((page) => matchRoute(parse, page.path, pathname, page.nest ?? false)[0]);
}

export function AppRoutes() {
  return (
    <Switch>
      {remotePages.map(({ path, nest, installable, remote, module }) => (
        <Route key={path} path={path} nest={nest}>
          {installable && <InstallableApp />}
          <RemoteRoute remote={remote} module={module} />
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <Center py={80}>
      <Stack align="center">
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} href={paths.home} variant="light">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
