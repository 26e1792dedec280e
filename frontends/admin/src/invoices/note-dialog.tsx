import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { noteDiscrepancies, type InvoiceListItem, type InvoiceNoteKind, type IssueInvoiceNoteBody } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { invoicesNamespace } from './invoices-translations.js';
import { useIssueNote } from './use-invoices.js';

type CreditMode = 'lines' | 'amount';

/**
 * 'Emitir nota' (issue 34 item 5): a credit note for some of the invoice's lines or an amount, or a debit note for an
 * amount, with DIAN's reason. The service checks every rule and answers in Spanish; the dialog only gathers the choice.
 */
export function NoteDialog({ invoice, onClose }: { invoice: InvoiceListItem; onClose: () => void }) {
  const { t } = useTranslation(invoicesNamespace);
  const issue = useIssueNote(onClose);
  const [kind, setKind] = useState<InvoiceNoteKind>('credit');
  const [mode, setMode] = useState<CreditMode>('lines');
  const [reason, setReason] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [amount, setAmount] = useState<number | string>('');
  const [description, setDescription] = useState('');
  const byLines = kind === 'credit' && mode === 'lines';

  const submit = () => {
    const body: IssueInvoiceNoteBody = {
      kind,
      reason: Number(reason),
      description,
      ...(byLines ? { lines: lines.map(Number) } : { amount: Number(amount) }),
    };
    issue.mutate({ paymentId: invoice.payment_id, body });
  };

  return (
    <Modal opened onClose={onClose} title={t('notes.title', { number: invoice.number })} size="lg">
      <Stack>
        <SegmentedControl
          aria-label={t('notes.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value as InvoiceNoteKind);
            setReason(null);
          }}
          data={[
            { value: 'credit', label: t('notes.credit') },
            { value: 'debit', label: t('notes.debit') },
          ]}
        />
        <Select
          label={t('notes.reason')}
          placeholder={t('notes.reasonPlaceholder')}
          data={Object.entries(noteDiscrepancies[kind]).map(([code, name]) => ({ value: code, label: `${code} · ${name}` }))}
          value={reason}
          onChange={setReason}
        />
        {kind === 'credit' && (
          <SegmentedControl
            aria-label={t('notes.mode')}
            value={mode}
            onChange={(value) => setMode(value as CreditMode)}
            data={[
              { value: 'lines', label: t('notes.byLines') },
              { value: 'amount', label: t('notes.byAmount') },
            ]}
          />
        )}
        {byLines ? (
          <Checkbox.Group label={t('notes.lines')} value={lines} onChange={setLines}>
            <Stack gap={6} mt={6}>
              {invoice.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines have no id; the note takes them by position
                <Checkbox key={index} value={String(index)} label={`${line.description} · ${formatCop(line.total)}`} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <NumberInput
            label={t('notes.amount')}
            description={t('notes.amountHint')}
            min={1}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            value={amount}
            onChange={setAmount}
          />
        )}
        <TextInput label={t('notes.description')} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
        <Text size="xs" c="dimmed">
          {t('notes.hint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('notes.cancel')}
          </Button>
          <Button loading={issue.isPending} onClick={submit}>
            {t(kind === 'credit' ? 'notes.submitCredit' : 'notes.submitDebit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
