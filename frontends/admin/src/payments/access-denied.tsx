import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a non-administrator sees when the gateway refuses an admin screen with 403 (spec 2 §2.5). */
export function AccessDenied() {
  const { t } = useTranslation('admin');
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title={t('payments.accessDenied.title')}>
        {t('payments.accessDenied.text')}
      </Alert>
    </Container>
  );
}
