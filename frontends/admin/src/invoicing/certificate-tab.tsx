import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IssuerAccess } from './apidian-api.js';
import { CertificateFileInput, CertificatePasswordInput, isCertificateFile, uploadCertificate } from './certificate-upload.js';
import { IssuerPicker } from './issuer-picker.js';
import { ResponseBox } from './response-box.js';
import { invoicingToast } from './toast.js';
import { invoicingNamespace } from './translations.js';
import { useApidianResponse } from './use-apidian-response.js';
import { useIssuerPick } from './use-issuer-pick.js';
import { useReloadIssuers, useStepIssuers } from './use-issuers.js';

/** 'Configuración de Firma Digital': for the issuers whose software is configured (spec 3 §2.1, §4). */
export function CertificateTab() {
  const { t } = useTranslation(invoicingNamespace);
  const step = useStepIssuers('signature');
  const pick = useIssuerPick(step.issuers);
  const reload = useReloadIssuers();
  const [password, setPassword] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const outcome = useApidianResponse();

  const save = useMutation({
    mutationFn: ({ access, ...upload }: { access: IssuerAccess; file: File; password: string }) => uploadCertificate(access, upload, t),
    onSuccess: (answer) => {
      outcome.succeeded(t('messages.certificateSaved'), answer);
      pick.reset();
      setPassword('');
      setFile(null);
      void reload();
    },
    onError: (error) => outcome.failed(error),
  });

  const submit = () => {
    const access = pick.access;
    if (!access || !password || !isCertificateFile(file)) return invoicingToast('error', t('messages.certificateFieldsRequired'));
    outcome.clear();
    save.mutate({ access, file, password });
  };

  return (
    <Stack gap="md" maw={720}>
      <IssuerPicker issuers={step.issuers} pick={pick} loading={step.loading} error={step.error} />
      <CertificatePasswordInput value={password} onChange={setPassword} />
      <CertificateFileInput value={file} onChange={setFile} />
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('certificate.submit')}
        </Button>
      </Group>
      <ResponseBox label={t('setupResponse')} value={outcome.response} />
    </Stack>
  );
}
