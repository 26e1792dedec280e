import { Anchor, Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsentRequest } from '@mb/contracts';
import { analyticsMessages, consentBannerVersion, type ConsentStatus } from '@mb/contracts/domain/analytics';
import { apiRequest } from '@mb/ui';
import { chooseConsent, consentId, reopenConsent, useConsent } from './consent-state.js';

/** Spec 1 §9: the banner is at most 920 px wide. */
export const consentBannerMaxWidthPx = 920;

/** Saves the choice as proof; the banner has already hidden, so a failure is only logged (spec 1 §8). */
function saveConsent(status: ConsentStatus): void {
  const body: ConsentRequest = {
    consent_id: consentId(),
    status,
    categories: { analytics: status === 'accepted' },
    banner_version: consentBannerVersion,
  };
  apiRequest('/auth/public/consent', { method: 'POST', body, fallback: analyticsMessages.consentFailed }).catch((error: unknown) =>
    console.warn(error),
  );
}

/** The cookie banner at the bottom of every page until the visitor accepts or rejects analytics cookies. */
export function ConsentBanner() {
  const { t } = useTranslation('shell');
  const { bannerOpen } = useConsent();
  if (!bannerOpen) return null;
  const choose = (status: ConsentStatus) => {
    chooseConsent(status);
    saveConsent(status);
  };
  return (
    <Portal>
      <Paper
        role="dialog"
        aria-label={t('consent.title')}
        shadow="lg"
        radius="md"
        p="md"
        withBorder
        style={{
          position: 'fixed',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 'calc(100% - 32px)',
          maxWidth: consentBannerMaxWidthPx,
          zIndex: 400,
        }}
      >
        <Text fw={600} mb={4}>
          {t('consent.title')}
        </Text>
        {/* Two short paragraphs, not one long one: the page's largest text is its own content, not this notice,
            so the browser's largest-contentful-paint reports when the page's content painted. */}
        <Text size="sm" c="dimmed">
          {t('consent.text')}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t('consent.privacy')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => choose('rejected')}>
            {t('consent.reject')}
          </Button>
          <Button onClick={() => choose('accepted')}>{t('consent.accept')}</Button>
        </Group>
      </Paper>
    </Portal>
  );
}

/** In the footer: opens the banner again to change the choice. */
export function ConsentFooterLink() {
  const { t } = useTranslation('shell');
  return (
    <Anchor component="button" type="button" size="sm" c="dimmed" onClick={reopenConsent}>
      {t('consent.change')}
    </Anchor>
  );
}
