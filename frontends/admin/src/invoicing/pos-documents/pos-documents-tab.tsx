import { useState } from 'react';
import { Pagination, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../list-states.js';
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
      <ListStates
        list={list}
        isEmpty={(data) => data.documents.length === 0}
        texts={{
          loading: t('posDocuments.loading'),
          loadFailed: t('posDocuments.loadFailed'),
          tryAgain: t('posDocuments.tryAgain'),
          empty: t('posDocuments.empty'),
        }}
      >
        {(data) => (
          <>
            <PosDocumentsTable documents={data.documents} restaurantName={restaurantName} stale={list.isPlaceholderData} />
            {data.total > data.page_size && <Pagination total={Math.ceil(data.total / data.page_size)} value={page} onChange={setPage} />}
          </>
        )}
      </ListStates>
    </Stack>
  );
}
