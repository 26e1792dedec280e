import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { issuerPageSize, type IssuerDetail, type IssuerListItem } from '@mb/contracts';
import { fetchIssuer } from '../issuers-api.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useIssuers } from '../use-issuers.js';
import { DeleteIssuerModal } from './delete-issuer-modal.js';
import { IssuerFormModal } from './issuer-form-modal.js';
import { matchesIssuer } from './issuer-search.js';
import { IssuersTable } from './issuers-table.js';
import { RestaurantRequests } from '../restaurants/restaurant-requests.js';

/** The open dialog: the issuer modal (null issuer = create) or the delete confirmation. */
type Dialog = { kind: 'form'; issuer: IssuerDetail | null } | { kind: 'delete'; issuer: IssuerListItem };

/** 'Creación de Facturadores': the issuers, searched and paged by 10, with create, edit and delete (spec 3 §2.1). */
export function IssuersTab() {
  const { t } = useTranslation(invoicingNamespace);
  const issuers = useIssuers();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  // Editing starts from the stored issuer, which holds more than the list shows.
  const edit = useMutation({
    mutationFn: (issuer: IssuerListItem) => fetchIssuer(issuer.id, t('messages.issuerLoadFailed')),
    onSuccess: (issuer) => setDialog({ kind: 'form', issuer }),
    onError: (error) => invoicingToast('error', error.message),
  });

  const found = (issuers.data ?? []).filter((issuer) => matchesIssuer(issuer, search));
  const pages = Math.max(1, Math.ceil(found.length / issuerPageSize));
  // A search or a deletion can leave fewer pages than the one shown.
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * issuerPageSize, current * issuerPageSize);

  let content;
  if (issuers.isPending) {
    content = (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  } else if (issuers.isError) {
    content = (
      <Alert color="red" title={issuers.error.message}>
        <Button variant="light" color="red" loading={issuers.isFetching} onClick={() => void issuers.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  } else if (shown.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {search.trim() ? t('list.noMatches') : t('list.empty')}
      </Text>
    );
  } else {
    content = (
      <>
        <IssuersTable
          issuers={shown}
          editingId={edit.isPending ? (edit.variables?.id ?? null) : null}
          onEdit={(issuer) => edit.mutate(issuer)}
          onDelete={(issuer) => setDialog({ kind: 'delete', issuer })}
        />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('list.pages.page', { page: item }) })}
          />
        )}
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={420}
          maw="100%"
        />
        <Button onClick={() => setDialog({ kind: 'form', issuer: null })}>{t('form.createTitle')}</Button>
      </Group>
      {content}
      <RestaurantRequests issuers={issuers.data ?? []} />
      {dialog?.kind === 'form' && <IssuerFormModal issuer={dialog.issuer} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteIssuerModal issuer={dialog.issuer} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
