import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A part of the dashboard the gateway could not get: said plainly, instead of looking empty. */
export function UnavailableNotice({ text, retrying, onRetry }: { text: string; retrying: boolean; onRetry(): void }) {
  const { t } = useTranslation('account');
  return (
    <Alert color="yellow" variant="light" title={text}>
      <Button variant="light" color="yellow" size="xs" loading={retrying} onClick={onRetry}>
        {t('memberships.retry')}
      </Button>
    </Alert>
  );
}
