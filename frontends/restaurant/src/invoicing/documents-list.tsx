import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop, formatDateTime } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { LoadFailure } from '../layout/load-failure.js';
import {
  documentFile,
  documentsCsv,
  documentsQuery,
  noFilters,
  useDocuments,
  useRetryDocument,
  type DocumentFilters,
} from './documents-api.js';
import { DocumentsFilters } from './documents-filters.js';
import { DownloadButton } from './download-button.js';

const statusColors = { pendiente: 'yellow', emitido: 'green', rechazado: 'red', retenido: 'orange' } as const;
/** The consumidor final's identification (DIAN's): the sale had no named buyer. */
const finalConsumer = '222222222222';

/**
 * The restaurant's DIAN documents (POS documents, facturas, notas de ajuste) with filters, the CSV of what is
 * filtered, each one's XML, PDF and DIAN answer, and a rejected one's rule with 'Reintentar' once its cause is fixed.
 */
export function DocumentsList() {
  const { t } = useTranslation('restaurant');
  const [filters, setFilters] = useState<DocumentFilters>(noFilters);
  const [page, setPage] = useState(1);
  const documents = useDocuments(filters, page);
  const retry = useRetryDocument();
  const title = t('dian.documents.title');
  const more = documents.isSuccess && documents.data.page * documents.data.page_size < documents.data.total;

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <DownloadButton path={documentsCsv(filters)} fileName="documentos-dian.csv" label={t('dian.documents.csv')} />
      </Group>
      <DocumentsFilters
        onApply={(next) => {
          // The same filters again ask again: documents issued since then show.
          if (page === 1 && documentsQuery(next) === documentsQuery(filters)) void documents.refetch();
          setFilters(next);
          setPage(1);
        }}
      />
      {retry.isSuccess && <Alert color="green" role="status" title={retry.data.message} />}
      {retry.isError && <Alert color="red" role="alert" title={retry.error.message} />}
      {documents.isPending && <LoadingState text={t('dian.documents.loading')} />}
      {documents.isError && <LoadFailure error={documents.error} onRetry={() => void documents.refetch()} />}
      {documents.isSuccess && documents.data.documents.length === 0 && <Text c="dimmed">{t('dian.documents.empty')}</Text>}
      {documents.isSuccess && documents.data.documents.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {(['date', 'kind', 'number', 'buyer', 'total', 'status', 'files'] as const).map((column) => (
                  <Table.Th key={column}>{t(`dian.documents.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.documents.map((row) => (
                <Table.Tr key={row.id} aria-label={row.number}>
                  <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
                  <Table.Td>{t(`dian.kinds.${row.kind}`)}</Table.Td>
                  <Table.Td>{row.number}</Table.Td>
                  <Table.Td>
                    {row.buyer.identification === finalConsumer ? t('dian.documents.finalConsumer') : row.buyer.name}
                    {row.buyer.identification !== finalConsumer && (
                      <Text size="xs" c="dimmed">
                        {row.buyer.identification}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatCop(row.total)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColors[row.status]}>{t(`dian.statuses.${row.status}`)}</Badge>
                    {row.problem && (
                      <Text size="xs" c="red" role="note">
                        {row.problem}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {row.status === 'emitido' && (
                        <>
                          <DownloadButton
                            path={documentFile(row.id, 'xml')}
                            fileName={`${row.number}.xml`}
                            label={t('dian.documents.xml')}
                          />
                          <DownloadButton
                            path={documentFile(row.id, 'pdf')}
                            fileName={`${row.number}.pdf`}
                            label={t('dian.documents.pdf')}
                          />
                        </>
                      )}
                      {row.status !== 'pendiente' && row.status !== 'retenido' && (
                        <DownloadButton
                          path={documentFile(row.id, 'respuesta')}
                          fileName={`${row.number}-respuesta-dian.json`}
                          label={t('dian.documents.answer')}
                        />
                      )}
                      {(row.status === 'rechazado' || row.status === 'retenido') && (
                        <Button size="compact-xs" color="orange" loading={retry.isPending} onClick={() => retry.mutate(row.id)}>
                          {t('dian.documents.retry')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {documents.isSuccess && (page > 1 || more) && (
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('dian.documents.previous')}
          </Button>
          <Text size="sm">{t('dian.documents.page', { page })}</Text>
          <Button variant="default" size="xs" disabled={!more} onClick={() => setPage(page + 1)}>
            {t('dian.documents.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
