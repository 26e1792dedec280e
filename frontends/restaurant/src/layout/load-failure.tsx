import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A read that failed: the server's (or the connection's) message and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('restaurant');
  return (
    <Alert color="red" variant="light" title={error.message}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('layout.retry')}
      </Button>
    </Alert>
  );
}
