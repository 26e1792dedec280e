import { withMantine } from '@mb/ui/mantine';
import { Container, Text, Title } from '@mantine/core';
import { addTranslations } from '@mb/ui';
import { useTranslation } from 'react-i18next';

addTranslations('account', {
  es: { title: 'Mis Suscripciones', empty: 'No tienes productos activos en este momento.' },
  en: { title: 'My Subscriptions', empty: 'You have no active products at the moment.' },
  pt: { title: 'Minhas Assinaturas', empty: 'Você não tem produtos ativos no momento.' },
  fr: { title: 'Mes Abonnements', empty: "Vous n'avez aucun produit actif pour le moment." },
});

/** /cuenta — memberships and profile come with the customer-account issue. */
function AccountApp() {
  const { t } = useTranslation('account');
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('empty')}</Text>
    </Container>
  );
}

export default withMantine(AccountApp);
