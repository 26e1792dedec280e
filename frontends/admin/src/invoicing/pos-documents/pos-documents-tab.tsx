import { useState } from 'react';
import { Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { invoicingNamespace } from '../translations.js';
import { useIssuers } from '../use-issuers.js';
import { noFilters, usePosDocuments, type PosDocumentFilters } from './pos-documents-api.js';
import { PosDocumentsFilters } from './pos-documents-filters.js';
import { PosDocumentsTable } from './pos-documents-table.js';

/** Typing a buyer or number asks the server once it pauses. */
const searchDelayMs = 300;

/**
 * 'Documentos POS de restaurantes' (issue 35 item 6): every restaurant's DIAN documents — POS documents, the facturas
 * diners asked for, refunds' adjustment notes — with filters, the CSV, each one's files and a rejected one's 'Reintentar'.
 */
export function PosDocumentsTab() {
  const { t } = useTranslation(invoicingNamespace);
  const [filters, setFilters] = useState<PosDocumentFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [applied] = useDebouncedValue(filters, searchDelayMs);
  const list = usePosDocuments(applied, page);
  // The restaurants are those linked to an issuer: only they have documents.
  const issuers = useIssuers();
  const restaurants = (issuers.data ?? []).flatMap((issuer) =>
    issuer.restaurant ? [{ value: issuer.restaurant.restaurant_id, label: issuer.restaurant.restaurant_name ?? issuer.business_name }] : [],
  );
  const restaurantName = (id: string) => restaurants.find((restaurant) => restaurant.value === id)?.label ?? id;

  return (
    <Stack gap="md">
      <PosDocumentsFilters
        filters={filters}
        applied={applied}
        restaurants={restaurants}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <LoadingState text={t('posDocuments.loading')} />
      ) : list.isError ? (
        <FailureAlert
          message={list.error.message || t('posDocuments.loadFailed')}
          retryLabel={t('posDocuments.tryAgain')}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.documents.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('posDocuments.empty')}
        </Text>
      ) : (
        <>
          <PosDocumentsTable documents={list.data.documents} restaurantName={restaurantName} stale={list.isPlaceholderData} />
          {list.data.total > list.data.page_size && (
            <Pagination total={Math.ceil(list.data.total / list.data.page_size)} value={page} onChange={setPage} />
          )}
        </>
      )}
    </Stack>
  );
}
