import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceNoteSummary } from '@mb/contracts';
import { apiUrl, formatCop } from '@mb/ui';
import { invoicesNamespace } from './invoices-translations.js';

/** The credit and debit notes of an invoice: DIAN's state, number, reason, amount, why it failed, and its PDF. */
export function InvoiceNotes({ notes }: { notes: InvoiceNoteSummary[] }) {
  const { t } = useTranslation(invoicesNamespace);
  if (notes.length === 0) return null;
  return (
    <Stack gap={4} data-testid="invoice-notes">
      {notes.map((note) => (
        <Stack key={note.id} gap={2}>
          <Group gap={6}>
            <Badge color={note.status === 'issued' ? (note.kind === 'credit' ? 'grape' : 'cyan') : 'orange'} variant="light">
              {note.status_text}
            </Badge>
            {note.pdf_url && (
              <Anchor href={apiUrl(note.pdf_url)} target="_blank" rel="noopener" size="xs">
                {t('notes.pdf', { number: note.number })}
              </Anchor>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {note.number ? `${note.number} · ` : ''}
            {note.reason_text} · {formatCop(note.total)} · {note.description}
          </Text>
          {note.errors.map((error) => (
            <Text key={error} size="xs" c="red.8">
              {error}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
