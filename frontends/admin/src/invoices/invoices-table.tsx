import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@mb/contracts';
import { apiUrl, formatCop, formatDateTime } from '@mb/ui';
import { InvoiceNotes } from './invoice-notes.js';
import { InvoiceStatus } from './invoice-status.js';
import { invoicesNamespace } from './invoices-translations.js';
import { NoteDialog } from './note-dialog.js';
import { useInvoiceAction } from './use-invoices.js';

/** One row per invoice: number, date, buyer, total, DIAN's state, its files and what an administrator may do. */
export function InvoicesTable({ invoices, stale }: { invoices: InvoiceListItem[]; stale: boolean }) {
  const { t } = useTranslation(invoicesNamespace);
  const action = useInvoiceAction();
  const busy = (paymentId: string) => action.isPending && action.variables?.paymentId === paymentId;
  const [noting, setNoting] = useState<InvoiceListItem | null>(null);
  return (
    <Table.ScrollContainer minWidth={1000}>
      {noting && <NoteDialog invoice={noting} onClose={() => setNoting(null)} />}
      <Table striped verticalSpacing="sm" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {(['number', 'date', 'buyer', 'total', 'status', 'actions'] as const).map((column) => (
              <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.payment_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.number ?? t('noNumber')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(invoice.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {invoice.buyer.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[invoice.buyer.identification, invoice.buyer.email].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCop(invoice.total)}</Table.Td>
              <Table.Td maw={360}>
                <InvoiceStatus
                  invoice={invoice}
                  creditNoteLabel={(number) => t('creditNote', { number })}
                  fixedByLabel={(fixedBy) => t(`fixedBy.${fixedBy}`)}
                />
                <InvoiceNotes notes={invoice.notes} />
              </Table.Td>
              <Table.Td>
                <Stack gap={6}>
                  <Group gap="sm">
                    {invoice.pdf_url && (
                      <Anchor href={apiUrl(invoice.pdf_url)} target="_blank" rel="noopener" size="sm">
                        {t('pdf')}
                      </Anchor>
                    )}
                    {invoice.xml_url && (
                      <Anchor href={apiUrl(invoice.xml_url)} download size="sm">
                        {t('xml')}
                      </Anchor>
                    )}
                    {invoice.credit_note?.pdf_url && (
                      <Anchor href={apiUrl(invoice.credit_note.pdf_url)} target="_blank" rel="noopener" size="sm">
                        {t('creditNotePdf')}
                      </Anchor>
                    )}
                  </Group>
                  {(invoice.status === 'failed' || invoice.status === 'rejected') && !invoice.credit_note && (
                    <Button
                      size="xs"
                      variant="light"
                      color="orange"
                      loading={busy(invoice.payment_id)}
                      onClick={() => action.mutate({ paymentId: invoice.payment_id, action: 'reintentar' })}
                    >
                      {t('retry')}
                    </Button>
                  )}
                  {invoice.status === 'issued' && !invoice.credit_note && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy(invoice.payment_id)}
                      onClick={() => action.mutate({ paymentId: invoice.payment_id, action: 'reenviar' })}
                    >
                      {t('resend')}
                    </Button>
                  )}
                  {invoice.status === 'issued' && !invoice.credit_note && (
                    <Button size="xs" variant="light" onClick={() => setNoting(invoice)}>
                      {t('notes.issue')}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
