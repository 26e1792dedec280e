import { useState } from 'react';
import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadFile } from './documents-api.js';

/** A button that downloads one of the restaurant's files on its session; a failure shows on the button itself. */
export function DownloadButton({ path, fileName, label, name }: { path: string; fileName: string; label: string; name?: string }) {
  const { t } = useTranslation('restaurant');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    setState('busy');
    downloadFile(path, fileName).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <Tooltip label={t('dian.documents.downloadFailed')} opened={state === 'failed'} withArrow>
      <Button
        size="compact-xs"
        variant="light"
        color={state === 'failed' ? 'red' : undefined}
        loading={state === 'busy'}
        aria-label={name}
        onClick={download}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
