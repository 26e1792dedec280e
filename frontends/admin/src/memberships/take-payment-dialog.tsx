import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { manualPaymentBanks, manualPaymentMessages as texts, manualPaymentMethodTypes, type ManualPaymentMethodType } from '@mb/contracts';
import { emit, formatCop, formatDate, useWindowEvent } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import {
  amountDue,
  memberInvoicingCheck,
  memberInvoicingKey,
  membershipsKey,
  recordManualPayment,
  uploadReceipt,
  useMemberships,
} from './memberships-api.js';
import { draftProblem, methodsToSend, newMethod, remainingAmount, type DraftMethod, type PaymentMode } from './payment-draft.js';
import './memberships-translations.js';

export interface MembershipUser {
  id: string;
  email: string;
  full_name?: string | null;
}

/** Spec 2 §2.6: how a pending membership was paid, recorded in billing as a real payment. */
export function TakePaymentDialog({
  user,
  opened,
  onClose,
  subscriptionId,
}: {
  user: MembershipUser;
  opened: boolean;
  onClose: () => void;
  subscriptionId?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onClose} title={`${t('payment.title')} · ${user.full_name || user.email}`} size="lg">
      {opened && <PaymentForm user={user} onDone={onClose} subscriptionId={subscriptionId} />}
    </Modal>
  );
}

function PaymentForm({ user, onDone, subscriptionId }: { user: MembershipUser; onDone: () => void; subscriptionId?: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const memberships = useMemberships(user.id, true);
  const pending = (memberships.data ?? []).filter((membership) => membership.status === 'pending_payment');
  const [chosen, setChosen] = useState<string | null>(subscriptionId ?? null);
  const target = chosen ?? pending[0]?.id ?? null;
  const due = useQuery({
    queryKey: ['admin', 'amount-due', target],
    enabled: target !== null,
    queryFn: ({ signal }) => amountDue(target!, signal),
  });
  const total = due.data ?? 0;
  // Nothing can be paid until billing says how much is due.
  const dueUnknown = due.isPending || due.isError;
  // Nor while the member's invoicing profile lacks what DIAN's invoice needs; the admin may complete it from here.
  const invoicing = useQuery({
    queryKey: memberInvoicingKey(user.id),
    queryFn: ({ signal }) => memberInvoicingCheck(user.id, signal),
    staleTime: 0,
  });
  const profileMissing = invoicing.data?.ready === false ? invoicing.data.missing : null;
  useWindowEvent('fe-profile-saved', ({ memberId }) => memberId === user.id && void invoicing.refetch());
  const missingNames = profileMissing?.map((field) => t(`payment.fields.${field}`, { defaultValue: field })).join(', ');
  const completeProfile = () => emit('open-fe-profile-modal', { member: { id: user.id, name: user.full_name || user.email } });

  const [mode, setMode] = useState<PaymentMode>('single');
  const [methods, setMethods] = useState<DraftMethod[]>([]);
  const [nextId, setNextId] = useState(1);
  // One key per opening of the dialog: pressing confirm twice records one payment.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (memberships.isPending) return <LoadingState text={t('payment.loading')} />;
  if (!target) return <Text c="dimmed">{t('payment.noPending')}</Text>;

  const remaining = remainingAmount(total, methods);
  const change = (id: number, patch: Partial<DraftMethod>) =>
    setMethods((current) => current.map((method) => (method.id === id ? { ...method, ...patch } : method)));
  const add = (type: ManualPaymentMethodType) => {
    const method = newMethod(nextId, type, mode, total);
    setNextId(nextId + 1);
    setMethods((current) => (mode === 'single' ? [method] : [...current, method]));
  };

  async function confirm() {
    const why = draftProblem(total, methods);
    setProblem(why);
    if (why) return;
    setSaving(true);
    try {
      const receipts = new Map<number, string>();
      for (const method of methods)
        if (method.type === 'transfer' && method.receipt) receipts.set(method.id, await uploadReceipt(method.receipt));
      await recordManualPayment(target!, { idempotency_key: idempotencyKey, methods: methodsToSend(methods, receipts) });
      emit('global-toast', { type: 'success', message: t('payment.recorded') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipsKey(user.id) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]);
      onDone();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : t('payment.failed'));
      // The profile may be what stopped it (changed since the dialog opened): its notice and button come back.
      void invoicing.refetch();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md">
      {pending.length > 1 && (
        <Select
          label={t('payment.forMembership')}
          value={target}
          onChange={(value) => value && setChosen(value)}
          data={pending.map((membership) => ({
            value: membership.id,
            label: `${membership.product_name} · ${membership.plan_type} · ${formatDate(membership.expiry_date)}`,
          }))}
          allowDeselect={false}
        />
      )}
      <Group justify="space-between">
        <Text>
          {t('payment.total')}: <b data-testid="payment-total">{due.isPending ? '…' : formatCop(total)}</b>
        </Text>
        <Text c={remaining === 0 ? 'green' : 'orange'}>
          {t('payment.remaining')}: <b data-testid="payment-remaining">{formatCop(remaining)}</b>
        </Text>
      </Group>
      {due.isError && (
        <Alert color="red" role="alert">
          {due.error.message}
        </Alert>
      )}
      {profileMissing && (
        <Alert color="orange" role="status" aria-label={t('payment.completeProfile')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('payment.profileIncomplete', { fields: missingNames })}</Text>
            <Button size="xs" variant="light" color="orange" onClick={completeProfile}>
              {t('payment.completeProfile')}
            </Button>
          </Stack>
        </Alert>
      )}
      {methods.length > 0 && remaining !== 0 && (
        <Text size="sm" c="orange">
          {texts.totalMismatch}
        </Text>
      )}
      <SegmentedControl
        value={mode}
        onChange={(value) => {
          // Switching mode clears the methods (spec 2 §2.6).
          setMode(value as PaymentMode);
          setMethods([]);
        }}
        data={[
          { value: 'single', label: t('payment.modes.single') },
          { value: 'multiple', label: t('payment.modes.multiple') },
        ]}
      />
      <Group gap="xs">
        {manualPaymentMethodTypes.map((type) => (
          <Button
            key={type}
            variant="light"
            size="xs"
            disabled={type === 'pse' || dueUnknown}
            onClick={() => add(type)}
            rightSection={
              type === 'pse' ? (
                <Badge size="xs" color="gray">
                  {t('payment.inDevelopment')}
                </Badge>
              ) : undefined
            }
          >
            {t(`payment.types.${type}`)}
          </Button>
        ))}
      </Group>
      {methods.map((method) => (
        <Paper key={method.id} withBorder p="sm" aria-label={t(`payment.types.${method.type}`)} role="group">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{t(`payment.types.${method.type}`)}</Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => setMethods((current) => current.filter((other) => other.id !== method.id))}
              >
                {t('payment.remove')}
              </Button>
            </Group>
            <NumberInput
              label={t('payment.amount')}
              min={0}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              value={method.amount}
              readOnly={mode === 'single'}
              onChange={(value) => change(method.id, { amount: typeof value === 'number' ? value : 0 })}
            />
            {method.type === 'transfer' && (
              <>
                <Select
                  label={t('payment.bank')}
                  value={method.bank ?? null}
                  onChange={(bank) => change(method.id, { bank: bank ?? undefined })}
                  data={manualPaymentBanks.map((bank) => ({ value: bank, label: t(`payment.banks.${bank}`) }))}
                />
                <TextInput
                  label={t('payment.reference')}
                  value={method.reference ?? ''}
                  onChange={(event) => change(method.id, { reference: event.currentTarget.value })}
                />
                <FileInput
                  label={t('payment.receipt')}
                  accept="image/*"
                  value={method.receipt ?? null}
                  onChange={(file) => change(method.id, { receipt: file ?? undefined })}
                  clearable
                />
              </>
            )}
            {method.type === 'card' && (
              <>
                <TextInput
                  label={t('payment.cardNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  value={method.cardNumber ?? ''}
                  onChange={(event) => change(method.id, { cardNumber: event.currentTarget.value })}
                />
                <TextInput
                  label={t('payment.cardHolder')}
                  value={method.cardHolder ?? ''}
                  onChange={(event) => change(method.id, { cardHolder: event.currentTarget.value })}
                />
                <Group grow>
                  <TextInput
                    label={t('payment.cardExpiry')}
                    value={method.cardExpiry ?? ''}
                    onChange={(event) => change(method.id, { cardExpiry: event.currentTarget.value })}
                  />
                  <TextInput
                    label={t('payment.cardCvv')}
                    type="password"
                    autoComplete="off"
                    value={method.cardCvv ?? ''}
                    onChange={(event) => change(method.id, { cardCvv: event.currentTarget.value })}
                  />
                </Group>
                <Text size="xs" c="dimmed">
                  {t('payment.cardNote')}
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      ))}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('payment.close')}
        </Button>
        <Button
          onClick={() => void confirm()}
          loading={saving}
          disabled={methods.length === 0 || remaining !== 0 || dueUnknown || profileMissing !== null}
        >
          {t('payment.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
