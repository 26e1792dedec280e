import { Badge, Stack, Text } from '@mantine/core';
import type { InvoiceListItem } from '@mb/contracts';

const colors: Record<InvoiceListItem['status'], string> = {
  issued: 'green',
  in_process: 'blue',
  pending: 'blue',
  rejected: 'red',
  failed: 'orange',
};

/** DIAN's state in plain Spanish, what DIAN (or our check) said is wrong, and the credit note that cancels it. */
export function InvoiceStatus({ invoice, creditNoteLabel }: { invoice: InvoiceListItem; creditNoteLabel: (number: string) => string }) {
  const note = invoice.credit_note;
  return (
    <Stack gap={4}>
      <Badge color={colors[invoice.status]} variant="light">
        {invoice.status_text}
      </Badge>
      {invoice.errors.map((error) => (
        <Text key={error} size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
          {error}
        </Text>
      ))}
      {note && (
        <>
          <Badge color={note.status === 'issued' ? 'grape' : 'orange'} variant="light">
            {note.status_text}
          </Badge>
          <Text size="xs" c="dimmed">
            {note.number ? `${creditNoteLabel(note.number)} · ` : ''}
            {note.reason_text}
          </Text>
          {note.errors.map((error) => (
            <Text key={error} size="xs" c="red.8">
              {error}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}
