import { Button, Code, CopyButton, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoicingNamespace } from '../translations.js';
import type { GeneratedKey } from './test-invoice.js';

/** After a test send: 'ZipKey generado' or 'CUFE generado', to copy for the status queries (spec 3 §2.1). */
export function GeneratedKeyModal({ generated, onClose }: { generated: GeneratedKey; onClose(): void }) {
  const { t } = useTranslation(invoicingNamespace);
  return (
    <Modal
      opened
      onClose={onClose}
      title={generated.kind === 'zipKey' ? t('messages.zipKeyGenerated') : t('messages.cufeGenerated')}
      size="lg"
      // Its own 'Cerrar' button closes it (as do Escape and the overlay).
      withCloseButton={false}
    >
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {generated.value}
      </Code>
      <Group justify="flex-end" mt="lg">
        <CopyButton value={generated.value}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {t('testSet.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          {t('testSet.close')}
        </Button>
      </Group>
    </Modal>
  );
}
