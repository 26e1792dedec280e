import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CashShift } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { Fact } from '../layout/fact.js';
import { CashBreakdown } from './cash-breakdown.js';
import { DifferenceText } from './difference-text.js';
import { FiguresTable } from './figures-table.js';
import { useStaffNames } from './staff-names.js';
import './caja-translations.js';

// Printing the report prints it alone: the app's frame and navigation stay off the paper.
const printOnlyReport = `@media print {
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hidden] { display: none !important; }
}`;

/** What the shift's discounts, courtesies and voids took off the bills. */
const adjustmentKinds = ['discounts', 'courtesies', 'voids'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The closing report (informe de cierre "Z") of a shift — partial while it is open: sales by payment method, INC,
 * tips by waiter, checks opened and charged, the cash and how it was counted.
 */
export function ShiftReport({ shift }: { shift: CashShift }) {
  const { t } = useTranslation('restaurant');
  const staffName = useStaffNames();
  const { report } = shift;
  const closed = shift.status === 'cerrada';
  const counted = (shift.counts ?? []).filter((count) => count.quantity > 0);
  return (
    <Paper withBorder radius="md" p="md" data-print-area data-testid="caja-report" aria-labelledby={`report-${shift.id}`}>
      <style>{printOnlyReport}</style>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} id={`report-${shift.id}`}>
              {closed ? t('caja.report.title') : t('caja.report.partial')}
            </Title>
            <Text size="sm" c="dimmed">
              {closed
                ? t('caja.report.period', { opened: formatDateTime(shift.opened_at), closed: formatDateTime(shift.closed_at!) })
                : t('caja.report.periodOpen', { opened: formatDateTime(shift.opened_at) })}
            </Text>
          </div>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-print-hidden>
            {t('caja.report.print')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Fact label={t('caja.report.sales')} value={formatCop(report.sales)} />
          <Fact label={t('caja.report.subtotal')} value={formatCop(report.subtotal)} />
          <Fact label={t('caja.report.inc')} value={formatCop(report.inc)} />
          <Fact label={t('caja.report.tips')} value={formatCop(report.tips)} />
          <Fact label={t('caja.report.checksOpened')} value={String(report.checks_opened)} />
          <Fact label={t('caja.report.checksClosed')} value={String(report.checks_closed)} />
        </SimpleGrid>
        <Section title={t('caja.report.salesByMethod')}>
          {report.payments_by_method.length === 0 ? (
            <Text c="dimmed">{t('caja.report.noPayments')}</Text>
          ) : (
            <FiguresTable
              label={t('caja.report.salesByMethod')}
              head={{ method: t('caja.report.method'), payments: t('caja.report.payments'), amount: t('caja.report.amount') }}
              rows={report.payments_by_method.map((row) => ({
                key: row.method,
                cells: { method: t(`caja.methods.${row.method}`), payments: row.payments, amount: formatCop(row.amount) },
              }))}
            />
          )}
        </Section>
        <Section title={t('caja.report.adjustments')}>
          <FiguresTable
            label={t('caja.report.adjustments')}
            head={{ kind: '', quantity: t('caja.report.quantity'), amount: t('caja.report.amount') }}
            rows={adjustmentKinds.map((kind) => ({
              key: kind,
              cells: { kind: t(`caja.report.${kind}`), quantity: report[kind].count, amount: formatCop(report[kind].amount) },
            }))}
          />
        </Section>
        <Section title={t('caja.report.tipsByWaiter')}>
          {report.tips_by_waiter.length === 0 ? (
            <Text c="dimmed">{t('caja.report.noTips')}</Text>
          ) : (
            <FiguresTable
              label={t('caja.report.tipsByWaiter')}
              head={{ waiter: t('caja.report.waiter'), tips: t('caja.report.tips') }}
              rows={report.tips_by_waiter.map((row) => ({
                key: row.waiter_id,
                cells: { waiter: <span title={row.email}>{staffName(row.email)}</span>, tips: formatCop(row.tips) },
              }))}
            />
          )}
        </Section>
        <Section title={t('caja.report.cash')}>
          <CashBreakdown shift={shift} />
          {closed && (
            <SimpleGrid cols={2} spacing="xs">
              <Fact label={t('caja.report.counted')} value={formatCop(shift.counted_cash ?? 0)} />
              <Paper withBorder radius="md" p="md" role="group" aria-label={t('caja.report.difference')}>
                <Text size="sm" c="dimmed">
                  {t('caja.report.difference')}
                </Text>
                <DifferenceText difference={shift.difference ?? 0} size="lg" />
              </Paper>
            </SimpleGrid>
          )}
        </Section>
        {counted.length > 0 && (
          <Section title={t('caja.report.counts')}>
            <FiguresTable
              label={t('caja.report.counts')}
              head={{ value: t('caja.report.denomination'), quantity: t('caja.report.quantity'), total: t('caja.report.total') }}
              rows={counted.map((count) => ({
                key: count.value,
                cells: { value: formatCop(count.value), quantity: count.quantity, total: formatCop(count.value * count.quantity) },
              }))}
            />
          </Section>
        )}
        {shift.movements.length > 0 && (
          <Section title={t('caja.report.movements')}>
            <MovementsTable shift={shift} />
          </Section>
        )}
      </Stack>
    </Paper>
  );
}

/** The shift's cash in and out, with their reasons. */
export function MovementsTable({ shift }: { shift: CashShift }) {
  const { t } = useTranslation('restaurant');
  return (
    <FiguresTable
      label={t('caja.movements.title')}
      head={{
        when: t('caja.movements.when'),
        kind: t('caja.movements.kind'),
        reason: t('caja.movements.reason'),
        amount: t('caja.movements.amount'),
      }}
      rows={shift.movements.map((movement) => ({
        key: movement.id,
        cells: {
          when: formatDateTime(movement.created_at),
          kind: t(`caja.movements.kinds.${movement.kind}`),
          reason: movement.reason,
          amount: formatCop(movement.kind === 'salida' ? -movement.amount : movement.amount),
        },
      }))}
    />
  );
}
