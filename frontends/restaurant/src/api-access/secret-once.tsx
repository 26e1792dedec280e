import { Alert, Button, Code, CopyButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A secret the server shows once (an API key, a webhook's signing secret), with a button to copy it. */
export function SecretOnce({ title, secret }: { title: string; secret: string }) {
  const { t } = useTranslation('restaurant');
  return (
    <Alert color="yellow" variant="light" title={title} role="status">
      <Group gap="xs" wrap="wrap">
        <Code aria-label={t('apiAccess.secret')}>{secret}</Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? t('apiAccess.copied') : t('apiAccess.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {t('apiAccess.shownOnce')}
    </Alert>
  );
}
