import { useState } from 'react';
import { Alert, Anchor, Button, Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { invoiceFilters } from '@mb/contracts';
import { ApiError } from '@mb/ui';
import { AdminScreen } from '../admin-screen.js';
import { ListStates } from '../list-states.js';
import { AccessDenied } from '../payments/access-denied.js';
import { InvoicesTable } from './invoices-table.js';
import { invoicesNamespace } from './invoices-translations.js';
import { exportUrl, noFilters, pageSize, useInvoices, type InvoiceFilters } from './use-invoices.js';

/** Typing a search asks the server once it pauses. */
const searchDelayMs = 300;

/** /admin/facturacion/facturas — every invoice the platform issued, with DIAN's state, its files and what to do about it. */
export function InvoicesPage() {
  const { t } = useTranslation(invoicesNamespace);
  const [filters, setFilters] = useState<InvoiceFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(filters.q.trim(), searchDelayMs);
  const applied = { ...filters, q };
  const list = useInvoices(applied, page);
  const set = (field: keyof InvoiceFilters) => (value: string | null) => {
    setFilters((current) => ({ ...current, [field]: value ?? '' }));
    setPage(1);
  };

  const clear = () => {
    setFilters(noFilters);
    setPage(1);
  };

  if (list.error instanceof ApiError && list.error.status === 403) return <AccessDenied />;
  const unsettled = list.data?.unsettled ?? 0;

  return (
    <AdminScreen title={t('title')} backLabel={t('back')}>
      {unsettled > 0 && (
        <Alert color="orange" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('unsettled', { count: unsettled })}</Text>
            <Button size="xs" variant="light" color="orange" onClick={() => set('status')('unsettled')}>
              {t('showUnsettled')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group align="end" wrap="wrap">
        <TextInput
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={filters.q}
          onChange={(event) => set('q')(event.currentTarget.value)}
          w={300}
        />
        <Select
          label={t('status')}
          placeholder={t('all')}
          data={invoiceFilters.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          value={filters.status || null}
          onChange={set('status')}
          clearable
          w={240}
        />
        <TextInput type="date" label={t('from')} value={filters.from} onChange={(event) => set('from')(event.currentTarget.value)} />
        <TextInput type="date" label={t('to')} value={filters.to} onChange={(event) => set('to')(event.currentTarget.value)} />
        <Button variant="subtle" onClick={clear}>
          {t('clear')}
        </Button>
        <Anchor href={exportUrl(applied)} download ml="auto">
          {t('export')}
        </Anchor>
      </Group>
      <ListStates
        list={list}
        isEmpty={(data) => data.invoices.length === 0}
        texts={{ loading: t('loading'), loadFailed: t('loadFailed'), tryAgain: t('tryAgain'), empty: t('empty') }}
      >
        {(data) => (
          <>
            <InvoicesTable invoices={data.invoices} stale={list.isPlaceholderData} />
            {data.total > pageSize && <Pagination total={Math.ceil(data.total / pageSize)} value={page} onChange={setPage} />}
          </>
        )}
      </ListStates>
    </AdminScreen>
  );
}
