import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch } from 'wouter';
import { paths } from './navigation/paths.js';
import { RemoteRoute } from './remotes/remote-route.js';

/** Which remote renders which URL; remotes route further inside their own area. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home}>
        <RemoteRoute remote="store" module="HomePage" />
      </Route>
      <Route path={paths.store} nest>
        <RemoteRoute remote="store" module="StoreApp" />
      </Route>
      <Route path="/soluciones/:slug">
        <RemoteRoute remote="store" module="LandingPage" />
      </Route>
      <Route path={paths.account} nest>
        <RemoteRoute remote="account" module="AccountApp" />
      </Route>
      <Route path={paths.admin} nest>
        <RemoteRoute remote="admin" module="AdminApp" />
      </Route>
      <Route path="/restaurant" nest>
        <RemoteRoute remote="restaurant" module="RestaurantApp" />
      </Route>
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
