import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@mb/ui/states';
import { FeatureGate } from '../features/feature-gate.js';
import { LoadFailure } from '../layout/load-failure.js';
import { DocumentsList } from './documents-list.js';
import { useInvoicingState } from './invoicing-api.js';
import { InvoicingRequestForm } from './invoicing-request-form.js';
import { InvoicingStatePanel } from './invoicing-state-panel.js';
import './dian-translations.js';

/** The restaurant as an issuer: its state, and the owner's request while there is none. */
function InvoicingState() {
  const { t } = useTranslation('restaurant');
  const state = useInvoicingState();
  if (state.isPending) return <LoadingState text={t('dian.section.loading')} />;
  if (state.isError) return <LoadFailure error={state.error} onRetry={() => void state.refetch()} />;
  return (
    <Stack gap="lg">
      <InvoicingStatePanel state={state.data} />
      {state.data.status === 'sin_solicitud' && <InvoicingRequestForm />}
    </Stack>
  );
}

/**
 * /restaurant/panelControl/facturacion, restaurant administrators on a plan with factura_electronica (Pro, Gold;
 * Estándar sees it locked with 'Plan Pro', and the server refuses it too): where the restaurant stands as an issuer of
 * DIAN documents, and the documents of its sales.
 */
export function InvoicingPage() {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap="md">
      <Title order={1}>{t('dian.section.title')}</Title>
      <FeatureGate feature="factura_electronica">
        <Tabs defaultValue="state" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="state">{t('dian.section.tabs.state')}</Tabs.Tab>
            <Tabs.Tab value="documents">{t('dian.section.tabs.documents')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="state">
            <InvoicingState />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <DocumentsList />
          </Tabs.Panel>
        </Tabs>
      </FeatureGate>
    </Stack>
  );
}
