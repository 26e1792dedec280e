import { useState } from 'react';
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { planNames } from '@mb/contracts';
import { readRestaurantSession } from './restaurant-token.js';
import './panel-translations.js';

/** Outside the restaurant's own routes, hence absolute (`~`). */
const accountPath = '~/cuenta';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** /restaurant/panelControl: where an opened restaurant app lands (spec 2 §2.4) — which one, with which role and plan. */
export function PanelControlPage() {
  const { t } = useTranslation('restaurant');
  const [session] = useState(() => readRestaurantSession());
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('panel.title')}</Title>
        {session.state === 'open' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label={t('panel.product')} value={session.claims.product_name} />
            <Fact label={t('panel.role')} value={t(`panel.roles.${session.claims.role}`)} />
            <Fact label={t('panel.plan')} value={planNames[session.claims.plan_type]} />
          </SimpleGrid>
        ) : (
          <Alert color="yellow" variant="light" title={t(`panel.${session.state}`)}>
            <Button component={Link} href={accountPath} variant="light" color="yellow" mt="xs">
              {t('panel.backToAccount')}
            </Button>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
