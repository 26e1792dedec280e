import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PosDocumentItem } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { invoicingNamespace } from '../translations.js';
import { posDocumentFileUrl, useRetryPosDocument } from './pos-documents-api.js';

const statusColors = { pendiente: 'yellow', emitido: 'green', rechazado: 'red', retenido: 'orange' } as const;
/** The statuses 'Reintentar' is offered for; a pending one is sent again by invoicing itself. */
const retriable = new Set<PosDocumentItem['status']>(['rechazado', 'retenido']);

/** One row per document: its restaurant, type, number, buyer, total, DIAN's status with the problem, files and 'Reintentar'. */
export function PosDocumentsTable({
  documents,
  restaurantName,
  stale,
}: {
  documents: PosDocumentItem[];
  restaurantName: (restaurantId: string) => string;
  stale: boolean;
}) {
  const { t } = useTranslation(invoicingNamespace);
  const retry = useRetryPosDocument();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="sm" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {(['date', 'restaurant', 'kind', 'number', 'buyer', 'total', 'status', 'files'] as const).map((column) => (
              <Table.Th key={column}>{t(`posDocuments.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((row) => (
            <Table.Tr key={row.id} aria-label={row.number}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>{restaurantName(row.restaurant_id)}</Table.Td>
              <Table.Td>{t(`posDocuments.kinds.${row.kind}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.number}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.buyer.name}</Text>
                <Text size="xs" c="dimmed">
                  {row.buyer.identification}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCop(row.total)}</Table.Td>
              <Table.Td maw={360}>
                <Badge color={statusColors[row.status]} variant="light">
                  {t(`posDocuments.statuses.${row.status}`)}
                </Badge>
                {row.problem && (
                  <Text size="xs" c="red.8" role="note" style={{ wordBreak: 'break-word' }}>
                    {row.problem}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {row.status === 'emitido' && (
                    <>
                      <Anchor href={posDocumentFileUrl(row.id, 'xml')} download size="sm">
                        {t('posDocuments.xml')}
                      </Anchor>
                      <Anchor href={posDocumentFileUrl(row.id, 'pdf')} target="_blank" rel="noopener" size="sm">
                        {t('posDocuments.pdf')}
                      </Anchor>
                    </>
                  )}
                  {(row.status === 'emitido' || row.status === 'rechazado') && (
                    <Anchor href={posDocumentFileUrl(row.id, 'respuesta')} download size="sm">
                      {t('posDocuments.answer')}
                    </Anchor>
                  )}
                  {retriable.has(row.status) && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="orange"
                      loading={retry.isPending && retry.variables === row.id}
                      onClick={() => retry.mutate(row.id)}
                    >
                      {t('posDocuments.retry')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
