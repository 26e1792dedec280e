import { Badge, Stack, Text } from '@mantine/core';
import type { InvoiceListItem, InvoiceProblem } from '@mb/contracts';

const colors: Record<InvoiceListItem['status'], string> = {
  issued: 'green',
  in_process: 'blue',
  pending: 'blue',
  rejected: 'red',
  failed: 'orange',
};

/** DIAN's state in plain Spanish, each problem DIAN (or our check) found explained with who fixes it, and the credit note. */
export function InvoiceStatus({
  invoice,
  creditNoteLabel,
  fixedByLabel,
}: {
  invoice: InvoiceListItem;
  creditNoteLabel: (number: string) => string;
  /** Who can fix a problem: 'Lo corrige el comprador en su perfil' or 'Lo corrige el emisor'. */
  fixedByLabel: (fixedBy: InvoiceProblem['fixed_by']) => string;
}) {
  const note = invoice.credit_note;
  return (
    <Stack gap={4}>
      <Badge color={colors[invoice.status]} variant="light">
        {invoice.status_text}
      </Badge>
      {invoice.problems.map((problem) => (
        <Text key={`${problem.rule}:${problem.explanation}`} size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
          {problem.rule && <strong>{problem.rule} · </strong>}
          {problem.explanation} <em>{fixedByLabel(problem.fixed_by)}</em>
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
