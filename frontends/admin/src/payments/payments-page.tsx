import { useState } from 'react';
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { AdminScreen } from '../admin-screen.js';
import { AccessDenied } from './access-denied.js';
import { PaymentsResults } from './payments-results.js';
import { useAdminPayments } from './use-admin-payments.js';
import './payments-translations.js';

/** Long enough that typing a name asks the server once, short enough to feel immediate. */
const searchDelayMs = 300;

/** /admin/pagos — every payment, searched on the server (spec 2 §2.7). */
export function PaymentsPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), searchDelayMs);
  const payments = useAdminPayments(q);

  // The gateway refuses anyone who is not an administrator: nothing of the screen is theirs to see.
  if (payments.error instanceof ApiError && payments.error.status === 403) return <AccessDenied />;

  return (
    <AdminScreen title={t('payments.title')} backLabel={t('payments.back')}>
      <TextInput
        type="search"
        aria-label={t('payments.searchLabel')}
        placeholder={t('payments.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        // A new search is on its way while the previous rows are still shown.
        rightSection={payments.isPlaceholderData ? <Loader size="xs" /> : null}
        maw={480}
      />
      <PaymentsResults payments={payments} />
    </AdminScreen>
  );
}
