import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentBannerStore, usePaymentBanner, type PaymentBannerTone } from './payment-banner-store.js';

const colors: Record<PaymentBannerTone, string> = { success: 'green', pending: 'yellow', error: 'red' };

/** The payment result banner at the top of the store (spec 1 §2); a failure is announced as an alert. */
export function PaymentBanner() {
  const { t } = useTranslation('store');
  const banner = usePaymentBanner();
  if (!banner) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color={colors[banner.tone]}
        role={banner.tone === 'error' ? 'alert' : 'status'}
        aria-live={banner.tone === 'error' ? 'assertive' : 'polite'}
        withCloseButton
        closeButtonLabel={t('payment.closeBanner')}
        onClose={paymentBannerStore.hide}
        data-testid="payment-banner"
      >
        {banner.message}
      </Alert>
    </Container>
  );
}
