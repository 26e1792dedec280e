import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { samplePosResolution, sampleResolution } from '@mb/contracts';
import { apidianApi } from '../apidian-api.js';
import { CertificateFileInput, CertificatePasswordInput, isCertificateFile, uploadCertificate } from '../certificate-upload.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import type { TrackKind } from './enablement-track.js';
import { StepFailure } from './step-failure.js';
import { useStepCall } from './use-step-call.js';

/**
 * The software DIAN assigned in its enablement portal: its id and PIN (the PIN is sent, never shown back); a
 * restaurant's POS documents have a software of their own.
 */
export function SoftwareStep({ issuerId, kind }: { issuerId: number; kind: TrackKind }) {
  const { t } = useTranslation(invoicingNamespace);
  const [id, setId] = useState('');
  const [pin, setPin] = useState('');
  const save = useStepCall(
    issuerId,
    (body: { id: string; pin: string }) =>
      kind === 'eqdocs'
        ? apidianApi.configureEqdocsSoftware({ issuerId }, { ideqdocs: body.id, pineqdocs: body.pin }, t('messages.softwareFailed'))
        : apidianApi.configureSoftware({ issuerId }, body, t('messages.softwareFailed')),
    t(kind === 'eqdocs' ? 'eqdocsSoftware.saved' : 'messages.softwareSaved'),
  );
  const submit = () => {
    if (!id.trim() || !pin.trim()) return invoicingToast('error', t('messages.softwareFieldsRequired'));
    save.run({ id: id.trim(), pin: pin.trim() });
  };
  return (
    <Stack gap="sm" maw={560}>
      <TextInput label={t('enablement.softwareId')} value={id} onChange={(event) => setId(event.currentTarget.value)} autoComplete="off" />
      <PasswordInput
        label={t('enablement.pin')}
        value={pin}
        onChange={(event) => setPin(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="off"
        visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
      />
      <StepFailure message={save.failure} />
      <Group>
        <Button onClick={submit} loading={save.pending}>
          {t('enablement.saveSoftware')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The digital certificate and its password; a password that does not open it is told in plain words. */
export function CertificateStep({ issuerId }: { issuerId: number }) {
  const { t } = useTranslation(invoicingNamespace);
  const [password, setPassword] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const save = useStepCall(
    issuerId,
    (upload: { file: File; password: string }) => uploadCertificate({ issuerId }, upload, t),
    t('messages.certificateSaved'),
  );
  const submit = () => {
    if (!password || !isCertificateFile(file)) return invoicingToast('error', t('messages.certificateFieldsRequired'));
    save.run({ file, password });
  };
  return (
    <Stack gap="sm" maw={560}>
      <CertificateFileInput value={file} onChange={setFile} />
      <CertificatePasswordInput value={password} onChange={setPassword} />
      <StepFailure message={save.failure} />
      <Group>
        <Button onClick={submit} loading={save.pending}>
          {t('certificate.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The numbering of DIAN's test set (reference §3.4), or the POS documents' (type 15); production numbering comes
 * later from the expert tabs.
 */
export function ResolutionStep({ issuerId, kind }: { issuerId: number; kind: TrackKind }) {
  const { t } = useTranslation(invoicingNamespace);
  const resolution = kind === 'eqdocs' ? samplePosResolution : sampleResolution;
  const save = useStepCall(
    issuerId,
    () => apidianApi.configureResolution({ issuerId }, { ...resolution }, t('messages.resolutionFailed')),
    t('messages.resolutionSaved'),
  );
  const { prefix, from, to } = resolution;
  return (
    <Stack gap="sm">
      <StepFailure message={save.failure} />
      <Group>
        <Button onClick={() => save.run(undefined)} loading={save.pending}>
          {t('enablement.testResolution', { prefix, from, to })}
        </Button>
      </Group>
    </Stack>
  );
}
