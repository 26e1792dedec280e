import { FileInput, PasswordInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apidianApi, type IssuerAccess } from './apidian-api.js';
import { readFileAsBase64 } from './read-file.js';
import { invoicingNamespace } from './translations.js';

/** A .pfx or .p12 file, the only kinds APIDIAN opens (spec 3 §5). */
export const isCertificateFile = (file: File | null): file is File => file !== null && /\.(pfx|p12)$/i.test(file.name);

/** Sends the certificate as base64 with its password; a file the browser cannot read is 'Error leyendo el archivo'. */
export async function uploadCertificate(access: IssuerAccess, upload: { file: File; password: string }, t: TFunction) {
  let certificate: string;
  try {
    certificate = await readFileAsBase64(upload.file);
  } catch {
    throw new Error(t('messages.fileReadFailed'));
  }
  return apidianApi.configureCertificate(access, { certificate, password: upload.password }, t('messages.certificateFailed'));
}

/** The certificate file picker; the hidden file input gets its own name, so a browser test can hand it a file. */
export function CertificateFileInput({ value, onChange }: { value: File | null; onChange(file: File | null): void }) {
  const { t } = useTranslation(invoicingNamespace);
  return (
    <FileInput
      label={t('certificate.file')}
      placeholder={t('certificate.filePlaceholder')}
      accept=".pfx,.p12"
      value={value}
      onChange={onChange}
      clearable
      fileInputProps={{ 'aria-label': t('certificate.fileInput') }}
    />
  );
}

/** The certificate's password, never filled in by the browser. */
export function CertificatePasswordInput({ value, onChange }: { value: string; onChange(password: string): void }) {
  const { t } = useTranslation(invoicingNamespace);
  return (
    <PasswordInput
      label={t('certificate.password')}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
    />
  );
}
