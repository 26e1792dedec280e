import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOfflineQueue } from './use-offline-queue.js';
import './offline-translations.js';

/** How long 'Conexión recuperada — 0 pendientes' stays once the last kept write went. */
export const sentShownMs = 5_000;

/**
 * 'Sin conexión — N pendientes' while the device is offline; once the connection returns, the count going down as the
 * kept writes are sent, and '0 pendientes' for a moment when all went. Charges made offline that wait for a person to
 * confirm them are counted apart, for as long as they wait.
 */
export function OfflineBanner() {
  const { t } = useTranslation('restaurant');
  const { online, pending, toConfirm } = useOfflineQueue();
  const [justSent, setJustSent] = useState(false);
  const [hadPending, setHadPending] = useState(false);

  useEffect(() => {
    if (pending > 0) setHadPending(true);
    else if (hadPending && online) {
      setHadPending(false);
      setJustSent(true);
      const timer = setTimeout(() => setJustSent(false), sentShownMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [pending, online, hadPending]);

  if (online && pending === 0 && !justSent && toConfirm === 0) return null;
  const text = !online
    ? t('offline.banner', { pending })
    : pending > 0
      ? t('offline.sending', { pending })
      : t('offline.sent', { pending });
  return (
    <Alert role="status" aria-live="polite" color={online ? 'teal' : 'orange'} variant="filled" radius={0} py={6}>
      {text}
      {toConfirm > 0 && ` · ${t('offline.toConfirm', { count: toConfirm })}`}
    </Alert>
  );
}
