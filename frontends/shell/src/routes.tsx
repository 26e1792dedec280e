import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { paths } from './navigation/paths.js';
import { RemoteRoute } from './remotes/remote-route.js';

/** Which remote renders which URL; remotes route further inside their own area. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<RemoteRoute remote="store" module="HomePage" />} />
      <Route path={`${paths.store}/*`} element={<RemoteRoute remote="store" module="StoreApp" />} />
      <Route path="/soluciones/:slug" element={<RemoteRoute remote="store" module="LandingPage" />} />
      <Route path={`${paths.account}/*`} element={<RemoteRoute remote="account" module="AccountApp" />} />
      <Route path={`${paths.admin}/*`} element={<RemoteRoute remote="admin" module="AdminApp" />} />
      <Route path="/restaurant/*" element={<RemoteRoute remote="restaurant" module="RestaurantApp" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <Center py={80}>
      <Stack align="center">
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home} variant="light">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
