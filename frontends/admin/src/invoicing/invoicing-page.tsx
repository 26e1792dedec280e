import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { AdminScreen } from '../admin-screen.js';
import { AccessDenied } from '../payments/access-denied.js';
import { CertificateTab } from './certificate-tab.js';
import { EnablementTab } from './enablement/enablement-tab.js';
import { EnvironmentTab } from './environment/environment-tab.js';
import { IssuersTab } from './issuers/issuers-tab.js';
import { PosDocumentsTab } from './pos-documents/pos-documents-tab.js';
import { ResolutionTab } from './resolution-tab.js';
import { SoftwareTab } from './software-tab.js';
import { StatusTab } from './status/status-tab.js';
import { TestSetTab } from './test-set/test-set-tab.js';
import { invoicingNamespace } from './translations.js';
import { useIssuers } from './use-issuers.js';

/** The guided enablement first, then spec 3 §2.1's seven tabs, in order, for experts; last, the restaurants' documents. */
const tabs = {
  enablement: EnablementTab,
  issuers: IssuersTab,
  software: SoftwareTab,
  signature: CertificateTab,
  resolution: ResolutionTab,
  testSet: TestSetTab,
  status: StatusTab,
  environment: EnvironmentTab,
  posDocuments: PosDocumentsTab,
} as const;
type Tab = keyof typeof tabs;

/** /admin/facturacion — the issuer administration (spec 3 §2.1). */
export function InvoicingPage() {
  const { t } = useTranslation(invoicingNamespace);
  const [tab, setTab] = useState<Tab>('issuers');
  const issuers = useIssuers();

  // The gateway refuses anyone who is not an administrator: nothing of the screen is theirs to see.
  if (issuers.error instanceof ApiError && issuers.error.status === 403) return <AccessDenied />;

  return (
    <AdminScreen title={t('title')} backLabel={t('back')}>
      {/* Only the open tab is mounted: each reads the issuer list afresh from the shared cache. */}
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List>
          {Object.keys(tabs).map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {Object.entries(tabs).map(([name, Panel]) => (
          <Tabs.Panel key={name} value={name} pt="lg">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminScreen>
  );
}
