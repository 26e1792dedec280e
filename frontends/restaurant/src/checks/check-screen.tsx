import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { ChargeCheckRequest, CheckPart, RestaurantCheck } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { LoadFailure } from '../layout/load-failure.js';
import { useRestaurantSession } from '../session/index.js';
import { AdjustForm } from './adjust-form.js';
import { AdjustmentsList } from './adjustments-list.js';
import { BillTotals } from './bill-totals.js';
import { ChargeForm } from './charge-form.js';
import { CheckLines } from './check-lines.js';
import { CheckParts } from './check-parts.js';
import { ElectronicDocument } from './electronic-document.js';
import { checkTitle, checkWhere } from './check-where.js';
import { useCheck } from './checks-api.js';
import { KeptCharges } from './kept-charges.js';
import { useKeptCharges } from './kept-charges-api.js';
import { PaidSummary } from './paid-summary.js';
import { PreBillView } from './pre-bill-view.js';
import { ReceiptView } from './receipt-view.js';
import { RefundForm } from './refund-form.js';
import { RefundsList } from './refunds-list.js';
import { SplitByItems } from './split-by-items.js';
import { SplitInParts } from './split-in-parts.js';
import { CheckMovesList } from '../tables/check-moves-list.js';
import { MoveCheck } from '../tables/move-check.js';
import './checks-translations.js';

type Mode = 'detail' | 'preBill' | 'charge' | 'split' | 'receipt' | 'adjust' | 'refund' | 'move';
export const checkPath = (id: string) => `/panelControl/cuentas/${id}`;

/**
 * /restaurant/panelControl/cuentas/{id}: a table's (or a takeaway order's) check with every round, its totals with
 * the INC broken out and its adjustments, and from there the pre-cuenta, discounts and voids, 'Dividir' and 'Cobrar'
 * (whole or part by part); once charged, its receipt and payments.
 */
export function CheckScreen({ id }: { id: string }) {
  const { t } = useTranslation('restaurant');
  // Only what the person's role allows is offered (issue 36): a waiter splits and moves but neither adjusts nor charges.
  const { readOnly, can } = useRestaurantSession();
  const [, navigate] = useLocation();
  const check = useCheck(id);
  // A charge made offline and still on the device: charging again would charge twice.
  const kept = useKeptCharges(id);
  const [mode, setMode] = useState<Mode>('detail');
  const [part, setPart] = useState<CheckPart | undefined>();
  const [receiptPart, setReceiptPart] = useState<number | undefined>();
  const showReceipt = (number?: number) => {
    setReceiptPart(number);
    setMode('receipt');
  };
  // The last charge's answer, when, and the change it gave (a part's own when a part was charged).
  const [charged, setCharged] = useState<{ check: RestaurantCheck; at: number; part?: number; change: number } | null>(null);

  if (check.isPending) return <LoadingState text={t('checks.loadingCheck')} />;
  if (check.isError) return <LoadFailure error={check.error} onRetry={() => void check.refetch()} />;
  // The charge's answer until the check is read again after it (another device may change it later).
  const shown = charged && charged.at > check.dataUpdatedAt ? charged.check : check.data;
  const split = shown.parts.length > 0;
  const where = checkWhere(shown, t);
  const open = shown.status === 'abierta';
  const back =
    mode === 'detail' ? (
      <Button component={Link} href="/panelControl/cuentas" variant="default" data-print-hide>
        {t('checks.back')}
      </Button>
    ) : (
      <Button variant="default" data-print-hide onClick={() => setMode('detail')}>
        {t('checks.backToCheck')}
      </Button>
    );

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={1} size="h2">
            {checkTitle(shown, t)}
          </Title>
          <Badge color={open ? 'blue' : shown.status === 'unida' ? 'gray' : 'green'}>{t(`checks.status.${shown.status}`)}</Badge>
        </Group>
        {back}
      </Group>
      {charged && (mode === 'receipt' || mode === 'detail') && (
        <Alert color="green" role="status" title={charged.part ? t('checks.partCharged', { number: charged.part }) : t('checks.charged')}>
          {charged.change > 0 && <Text fw={700}>{t('checks.chargedChange', { amount: formatCop(charged.change) })}</Text>}
        </Alert>
      )}
      {mode === 'receipt' && <ReceiptView checkId={shown.id} part={receiptPart} />}
      {mode === 'preBill' && <PreBillView check={shown} where={where} />}
      {mode === 'adjust' && (
        <AdjustForm
          check={shown}
          where={where}
          onDone={() => {
            setCharged(null);
            setMode('detail');
          }}
        />
      )}
      {mode === 'charge' && (
        <ChargeForm
          key={part?.number ?? 'whole'}
          check={shown}
          part={part}
          where={where}
          onCharged={(paid) => {
            const change = part ? (paid.parts.find((entry) => entry.number === part.number)?.change ?? 0) : paid.change;
            setCharged({ check: paid, at: Date.now(), part: part?.number, change });
            showReceipt(part?.number);
          }}
          onKept={() => setMode('detail')}
          onRefresh={() => {
            setCharged(null);
            setMode('detail');
            void check.refetch();
          }}
        />
      )}
      {mode === 'refund' && (
        <RefundForm
          check={shown}
          where={where}
          onDone={() => {
            setCharged(null);
            setMode('detail');
          }}
        />
      )}
      {mode === 'move' && <MoveCheck check={shown} onDone={() => setMode('detail')} />}
      {mode === 'split' && (
        <Stack gap="xl">
          <SplitByItems check={shown} where={where} onSplit={(made) => navigate(checkPath(made.id))} />
          <SplitInParts
            check={shown}
            onSplit={() => {
              setCharged(null);
              setMode('detail');
            }}
          />
        </Stack>
      )}
      {mode === 'detail' && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('checks.openedAt', { date: formatDateTime(shown.opened_at) })}
          </Text>
          <CheckLines check={shown} />
          <Divider />
          <BillTotals bill={shown.bill} />
          <AdjustmentsList adjustments={shown.adjustments} />
          <CheckMovesList moves={shown.moves} />
          <KeptCharges checkId={shown.id} />
          {split && (
            <CheckParts
              parts={shown.parts}
              kept={kept.flatMap((write) => (write.body as ChargeCheckRequest).part ?? [])}
              onCharge={(chosen) => {
                setPart(chosen);
                setMode('charge');
              }}
              onReceipt={(chosen) => showReceipt(chosen.number)}
            />
          )}
          {open ? (
            <Group gap="xs">
              <Button variant="default" onClick={() => setMode('preBill')}>
                {t('checks.preBill')}
              </Button>
              {can('adjust') && (
                <Button variant="default" disabled={readOnly || split || shown.bill.lines.length === 0} onClick={() => setMode('adjust')}>
                  {t('checks.adjust')}
                </Button>
              )}
              {can('serve_floor') && (
                <Button variant="default" disabled={readOnly || split || shown.bill.lines.length === 0} onClick={() => setMode('split')}>
                  {t('checks.split')}
                </Button>
              )}
              {!shown.takeaway && can('serve_floor') && (
                <Button variant="default" disabled={readOnly || split} onClick={() => setMode('move')}>
                  {t('tableMoves.button')}
                </Button>
              )}
              {!split && can('charge') && (
                <Button
                  disabled={readOnly || shown.bill.lines.length === 0 || kept.length > 0}
                  onClick={() => {
                    setPart(undefined);
                    setMode('charge');
                  }}
                >
                  {t('checks.charge')}
                </Button>
              )}
            </Group>
          ) : shown.merged_into ? (
            <Alert color="gray" role="status" title={t('tableMoves.mergedInto')}>
              <Button component={Link} href={checkPath(shown.merged_into)} variant="default">
                {t('tableMoves.viewMerged')}
              </Button>
            </Alert>
          ) : (
            <>
              <PaidSummary check={shown} onReceipt={() => showReceipt()} />
              <ElectronicDocument document={shown.electronic_document} />
              <RefundsList refunds={shown.refunds} />
              {can('adjust') && (
                <Button variant="default" disabled={readOnly} onClick={() => setMode('refund')}>
                  {t('dian.refund.button')}
                </Button>
              )}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
