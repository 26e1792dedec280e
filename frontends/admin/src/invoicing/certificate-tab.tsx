import { useState } from 'react';
import { Button, FileInput, Group, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apidianApi, type IssuerAccess } from './apidian-api.js';
import { IssuerPicker } from './issuer-picker.js';
import { ResponseBox } from './response-box.js';
import { readFileAsBase64 } from './read-file.js';
import { invoicingToast } from './toast.js';
import { invoicingNamespace } from './translations.js';
import { useApidianResponse } from './use-apidian-response.js';
import { useIssuerPick } from './use-issuer-pick.js';
import { useReloadIssuers, useStepIssuers } from './use-issuers.js';

const certificateFile = /\.(pfx|p12)$/i;

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
    mutationFn: async (upload: { access: IssuerAccess; file: File; password: string }) => {
      let certificate: string;
      try {
        certificate = await readFileAsBase64(upload.file);
      } catch {
        throw new Error(t('messages.fileReadFailed'));
      }
      return apidianApi.configureCertificate(upload.access, { certificate, password: upload.password }, t('messages.certificateFailed'));
    },
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
    if (!access || !password || !file || !certificateFile.test(file.name))
      return invoicingToast('error', t('messages.certificateFieldsRequired'));
    outcome.clear();
    save.mutate({ access, file, password });
  };

  return (
    <Stack gap="md" maw={720}>
      <IssuerPicker issuers={step.issuers} pick={pick} loading={step.loading} error={step.error} />
      <PasswordInput
        label={t('certificate.password')}
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
      />
      <FileInput
        label={t('certificate.file')}
        placeholder={t('certificate.filePlaceholder')}
        accept=".pfx,.p12"
        value={file}
        onChange={setFile}
        clearable
        // The hidden file input gets its own name, so a browser test can hand it a file.
        fileInputProps={{ 'aria-label': t('certificate.fileInput') }}
      />
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('certificate.submit')}
        </Button>
      </Group>
      <ResponseBox label={t('setupResponse')} value={outcome.response} />
    </Stack>
  );
}
