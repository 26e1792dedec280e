import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaleDocument } from '@mb/contracts';
import { DianQr } from './dian-qr.js';
import '../invoicing/dian-translations.js';

/**
 * The receipt's DIAN document: once issued its kind and number, the resolution's legend, the CUDE and DIAN's QR;
 * while DIAN or APIDIAN is away, that it is pending (the sale stands, the document follows); rejected, DIAN's rule
 * in plain words. Nothing for a plan without electronic documents.
 */
export function ElectronicDocument({ document, label }: { document: SaleDocument; label?: string }) {
  const { t } = useTranslation('restaurant');
  if (document.status === 'no_aplica') return null;
  const name = label ?? t('dian.receipt.title');
  if (document.status === 'rechazado')
    return (
      <Alert color="red" role="alert" title={t('dian.receipt.rejected', { number: document.number ?? '' })} data-print-hide>
        {document.problem}
      </Alert>
    );
  if (document.status === 'pendiente' || !document.cude)
    return (
      <Text size="xs" ta="center" role="note" aria-label={name}>
        {t('dian.receipt.pending')}
      </Text>
    );
  return (
    <Stack gap={4} align="center" role="note" aria-label={name}>
      <Text size="sm" fw={700}>
        {t(`dian.kinds.${document.kind ?? 'documento_pos'}`)} {document.number}
      </Text>
      {document.resolution_legend && (
        <Text size="xs" ta="center">
          {document.resolution_legend}
        </Text>
      )}
      <Text size="xs" ta="center" style={{ wordBreak: 'break-all' }} aria-label={t('dian.receipt.cude')}>
        {t('dian.receipt.cudeValue', { cude: document.cude })}
      </Text>
      {document.qr && <DianQr url={document.qr} label={t('dian.receipt.qr')} />}
    </Stack>
  );
}
