import { useState } from 'react';
import { Button, Group, JsonInput, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { environments } from '@mb/contracts';
import { apidianApi, type EnvironmentChange, type IssuerAccess } from '../apidian-api.js';
import { IssuerPicker } from '../issuer-picker.js';
import { ResponseBox } from '../response-box.js';
import { prettyJson } from '../json-text.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useApidianResponse } from '../use-apidian-response.js';
import { useIssuerPick } from '../use-issuer-pick.js';
import { useReloadIssuers, useStepIssuers } from '../use-issuers.js';

type Mode = 'environment' | 'ranges';

/** The same environment for invoices, payroll and equivalent documents (spec 3 §3 "Environment change"). */
const environmentChange = (id: number): EnvironmentChange => ({
  type_environment_id: id,
  payroll_type_environment_id: id,
  eqdocs_type_environment_id: id,
});

/** 'Pasar a producción / Ambiente de operación': the environment switch and DIAN's numbering ranges (spec 3 §2.1, §4). */
export function EnvironmentTab() {
  const { t } = useTranslation(invoicingNamespace);
  const step = useStepIssuers('sending');
  const pick = useIssuerPick(step.issuers);
  const reload = useReloadIssuers();
  const [mode, setMode] = useState<Mode>('environment');
  // Spec 3 §4, §9: the change starts at test (2) for all three ids; production is chosen by name, and the button says
  // where the selection goes ('Cambiar a pruebas' until then).
  const [environment, setEnvironment] = useState<number>(environments.test);
  const [softwareId, setSoftwareId] = useState('');
  const outcome = useApidianResponse();

  const environmentBody = environmentChange(environment);
  const rangesBody = { id: softwareId.trim() };

  const change = useMutation({
    mutationFn: (call: { access: IssuerAccess; body: EnvironmentChange }) =>
      apidianApi.changeEnvironment(call.access, call.body, t('messages.environmentFailed')),
    onSuccess: (answer) => {
      outcome.succeeded(t('messages.environmentUpdated'), answer);
      // Spec 3 §4: the list is read again, so the issuer's new environment shows (and 'Pasar a producción' hides).
      void reload();
    },
    // APIDIAN's reason when it gave one (no software configured, say), else the spec's text.
    onError: (error) => outcome.failed(error),
  });
  const ranges = useMutation({
    mutationFn: (call: { access: IssuerAccess; body: { id: string } }) =>
      apidianApi.numberingRanges(call.access, call.body, t('messages.rangesQueryFailed')),
    onSuccess: (answer) => outcome.succeeded(t('messages.rangesObtained'), answer),
    // The toast says what failed; the response box holds APIDIAN's reason.
    onError: (error) => outcome.failed(error, t('messages.rangesFailed')),
  });

  const submit = () => {
    const access = pick.access;
    if (!pick.issuer || !access) return invoicingToast('error', t('messages.environmentNeedsIssuer'));
    if (mode === 'ranges' && !rangesBody.id) return invoicingToast('error', t('messages.rangesNeedSoftwareId'));
    outcome.clear();
    if (mode === 'environment') change.mutate({ access, body: environmentBody });
    else ranges.mutate({ access, body: rangesBody });
  };

  const inProduction = pick.issuer?.type_environment_id === environments.production;

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('environment.heading')}
      </Title>
      <IssuerPicker issuers={step.issuers} pick={pick} loading={step.loading} error={step.error} />
      {pick.issuer && (
        <Text size="sm">
          {t('environment.current', { environment: inProduction ? t('environments.production') : t('environments.test') })}
        </Text>
      )}
      <SegmentedControl
        aria-label={t('environment.mode')}
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'environment', label: t('environment.change') },
          { value: 'ranges', label: t('environment.ranges') },
        ]}
        w="fit-content"
      />
      {mode === 'environment' ? (
        <NativeSelect
          label={t('environment.environment')}
          value={String(environment)}
          onChange={(event) => setEnvironment(Number(event.currentTarget.value))}
          data={[
            { value: String(environments.test), label: t('environments.test') },
            { value: String(environments.production), label: t('environments.production') },
          ]}
          maw={320}
        />
      ) : (
        <TextInput
          label={t('environment.softwareId')}
          value={softwareId}
          onChange={(event) => setSoftwareId(event.currentTarget.value)}
          autoComplete="off"
          maw={520}
        />
      )}
      <JsonInput
        label={t('environment.request')}
        value={prettyJson(mode === 'environment' ? environmentBody : rangesBody)}
        readOnly
        rows={5}
      />
      <Group>
        {mode === 'environment' && !inProduction && (
          <Button onClick={submit} loading={change.isPending}>
            {environment === environments.production ? t('environment.toProduction') : t('environment.toTest')}
          </Button>
        )}
        {mode === 'ranges' && (
          <Button onClick={submit} loading={ranges.isPending}>
            {t('environment.getRanges')}
          </Button>
        )}
      </Group>
      <ResponseBox label={t('environment.response')} value={outcome.response} />
    </Stack>
  );
}
