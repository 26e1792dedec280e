import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@mb/contracts';
import { apiRequest, apiUrl, emit, formatCop, formatDate, useSignedInUser } from '@mb/ui';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { SignInPrompt } from '../memberships/sign-in-prompt.js';
import { accountInvoicesNamespace } from './invoices-translations.js';

const colors: Record<InvoiceListItem['status'], string> = {
  issued: 'green',
  in_process: 'blue',
  pending: 'blue',
  rejected: 'red',
  failed: 'orange',
};
const unsettled = (invoice: InvoiceListItem) => (invoice.status === 'failed' || invoice.status === 'rejected') && !invoice.credit_note;

/** 'Reenviar por correo': the platform mails the buyer their copy again (zip with the XML and the PDF); its answer as a toast. */
function ResendButton({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(accountInvoicesNamespace);
  const resend = useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`/auth/invoices/${encodeURIComponent(paymentId)}/reenviar`, {
        method: 'POST',
        fallback: t('resendFailed'),
      }),
    onSuccess: (answer) => emit('global-toast', { type: 'success', message: answer.message }),
    onError: (error) => emit('global-toast', { type: 'error', message: error.message }),
  });
  return (
    <Button size="xs" variant="subtle" loading={resend.isPending} onClick={() => resend.mutate()}>
      {t('resend')}
    </Button>
  );
}

/** One invoice: its number, date, total, DIAN's state, its PDF, what to fix when it failed, and its credit note. */
function InvoiceCard({ invoice }: { invoice: InvoiceListItem }) {
  const { t } = useTranslation(accountInvoicesNamespace);
  const note = invoice.credit_note;
  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{invoice.number ? t('number', { number: invoice.number }) : t('noNumber')}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(invoice.created_at)} · {formatCop(invoice.total)}
            </Text>
          </div>
          <Badge color={colors[invoice.status]} variant="light">
            {invoice.status_text}
          </Badge>
        </Group>
        {invoice.pdf_url && (
          <Group gap="sm">
            <Anchor href={apiUrl(invoice.pdf_url)} target="_blank" rel="noopener" size="sm">
              {t('pdf')}
            </Anchor>
            {invoice.xml_url && (
              <Anchor href={apiUrl(invoice.xml_url)} size="sm" download>
                {t('xml')}
              </Anchor>
            )}
            {invoice.status === 'issued' && <ResendButton paymentId={invoice.payment_id} />}
          </Group>
        )}
        {unsettled(invoice) && (
          <Alert color="orange" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              {invoice.errors.map((error) => (
                <Text key={error} size="sm">
                  {error}
                </Text>
              ))}
              {/* Only a problem of the buyer's own data sends them to their profile; the issuer's are not theirs to fix. */}
              {invoice.fix_in_profile && (
                <>
                  <Text size="xs" c="dimmed">
                    {t('fixHint')}
                  </Text>
                  <Button size="xs" variant="light" color="orange" onClick={() => emit('open-fe-profile-modal')}>
                    {t('fix')}
                  </Button>
                </>
              )}
            </Stack>
          </Alert>
        )}
        {note && (
          <Group gap="sm">
            <Badge color={note.status === 'issued' ? 'grape' : 'orange'} variant="light">
              {note.status_text}
            </Badge>
            <Text size="sm" c="dimmed">
              {note.number ? `${t('creditNote', { number: note.number })} · ` : ''}
              {note.reason_text}
            </Text>
            {note.pdf_url && (
              <Anchor href={apiUrl(note.pdf_url)} target="_blank" rel="noopener" size="sm">
                {t('creditNotePdf')}
              </Anchor>
            )}
          </Group>
        )}
        {/* Credit and debit notes an administrator issued on it; only accepted ones are the buyer's documents. */}
        {invoice.notes
          .filter((issued) => issued.status === 'issued')
          .map((issued) => (
            <Group key={issued.id} gap="sm" data-testid="invoice-note">
              <Text size="sm">
                {t(issued.kind === 'credit' ? 'creditNote' : 'debitNote', { number: issued.number })} · {formatCop(issued.total)}
              </Text>
              <Text size="sm" c="dimmed">
                {issued.reason_text}
              </Text>
              {issued.pdf_url && (
                <Anchor href={apiUrl(issued.pdf_url)} target="_blank" rel="noopener" size="sm">
                  {t('notePdf', { number: issued.number })}
                </Anchor>
              )}
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}

/** The Facturas tab of /cuenta: the customer's own invoices with their PDFs, newest first. */
export function InvoicesTab() {
  const { t } = useTranslation(accountInvoicesNamespace);
  const signedIn = useSignedInUser();
  const invoices = useQuery({
    queryKey: ['account', 'invoices', signedIn?.id ?? ''],
    queryFn: ({ signal }) => apiRequest<{ invoices: InvoiceListItem[] }>('/auth/invoices', { fallback: t('loadFailed'), signal }),
    enabled: signedIn != null,
    gcTime: 0,
  });

  if (signedIn === null) return <SignInPrompt text={t('signInFirst')} />;
  if (invoices.isError)
    return (
      <FailureAlert
        message={invoices.error.message}
        retryLabel={t('retry')}
        retrying={invoices.isFetching}
        onRetry={() => void invoices.refetch()}
      />
    );
  if (!invoices.isSuccess) return <LoadingState text={t('loading')} />;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      {invoices.data.invoices.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        invoices.data.invoices.map((invoice) => <InvoiceCard key={invoice.payment_id} invoice={invoice} />)
      )}
    </Stack>
  );
}
