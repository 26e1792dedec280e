import { withMantine } from '@mb/ui/mantine';
import { Container, Title } from '@mantine/core';
import { addTranslations } from '@mb/ui';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';

addTranslations('restaurant', {
  es: { title: 'Panel de control del restaurante' },
  en: { title: 'Restaurant control panel' },
  pt: { title: 'Painel de controle do restaurante' },
  fr: { title: 'Tableau de bord du restaurant' },
});

function PanelControl() {
  const { t } = useTranslation('restaurant');
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('title')}</Title>
    </Container>
  );
}

/** /restaurant/panelControl — menu, orders, tables and staff come with the restaurant issue. */
function RestaurantApp() {
  return (
    <Switch>
      <Route path="/panelControl">
        <PanelControl />
      </Route>
    </Switch>
  );
}

export default withMantine(RestaurantApp);
