import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantIssuerApplication } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';
import { useInvoicingCodes, useRequestInvoicing } from './invoicing-api.js';

/** APIDIAN's code lists a restaurant's company picks from (reference §13): organization, regime, fiscal liability. */
const organizations = ['1', '2'];
const regimes = ['1', '2'];
const liabilities = ['117', '112', '7', '9', '14'];

type Draft = Record<'nit' | 'dv' | 'business_name' | 'address' | 'phone' | 'email', string> & {
  type_organization_id: string;
  type_regime_id: string;
  type_liability_id: string;
  municipality_id: string | null;
  inc_responsible: boolean;
};

/**
 * The owner asks for electronic invoicing: the company as the RUT has it. The service checks every field (the DV
 * against the NIT) and answers in Spanish; the vendor's administrator then registers it with APIDIAN.
 */
export function InvoicingRequestForm() {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const codes = useInvoicingCodes();
  const send = useRequestInvoicing();
  const [draft, setDraft] = useState<Draft>({
    nit: '',
    dv: '',
    business_name: '',
    address: '',
    phone: '',
    email: '',
    type_organization_id: '1',
    type_regime_id: '2',
    type_liability_id: '117',
    municipality_id: null,
    inc_responsible: true,
  });
  const municipalities = useMemo(
    () =>
      (codes.data?.municipalities ?? []).map((item) => ({
        value: String(item.id),
        label: item.department ? `${item.name} (${item.department})` : item.name,
      })),
    [codes.data],
  );
  const text = (key: keyof Draft, label: string) => (
    <TextInput
      label={label}
      value={String(draft[key] ?? '')}
      onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
    />
  );
  const submit = () => {
    const request: RestaurantIssuerApplication = {
      nit: draft.nit.trim(),
      dv: draft.dv.trim(),
      business_name: draft.business_name.trim(),
      type_organization_id: Number(draft.type_organization_id),
      type_regime_id: Number(draft.type_regime_id),
      type_liability_id: Number(draft.type_liability_id),
      inc_responsible: draft.inc_responsible,
      municipality_id: Number(draft.municipality_id ?? 0),
      address: draft.address.trim(),
      phone: draft.phone.trim(),
      email: draft.email.trim(),
    };
    send.mutate(request);
  };
  const options = (values: string[], group: string) => values.map((value) => ({ value, label: t(`dian.request.${group}.${value}`) }));

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-labelledby="invoicing-request"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoicing-request">
          {t('dian.request.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dian.request.hint')}
        </Text>
        <Group grow align="flex-start" gap="xs" wrap="wrap">
          {text('nit', t('dian.request.nit'))}
          {text('dv', t('dian.request.dv'))}
        </Group>
        {text('business_name', t('dian.request.businessName'))}
        <Group grow align="flex-start" gap="xs" wrap="wrap">
          <NativeSelect
            label={t('dian.request.typeOrganization')}
            value={draft.type_organization_id}
            data={options(organizations, 'organizations')}
            onChange={(event) => setDraft({ ...draft, type_organization_id: event.currentTarget.value })}
          />
          <NativeSelect
            label={t('dian.request.typeRegime')}
            value={draft.type_regime_id}
            data={options(regimes, 'regimes')}
            onChange={(event) => setDraft({ ...draft, type_regime_id: event.currentTarget.value })}
          />
        </Group>
        <NativeSelect
          label={t('dian.request.typeLiability')}
          value={draft.type_liability_id}
          data={options(liabilities, 'liabilities')}
          onChange={(event) => setDraft({ ...draft, type_liability_id: event.currentTarget.value })}
        />
        <Checkbox
          label={t('dian.request.incResponsible')}
          checked={draft.inc_responsible}
          onChange={(event) => setDraft({ ...draft, inc_responsible: event.currentTarget.checked })}
        />
        <Select
          label={t('dian.request.municipality')}
          searchable
          limit={50}
          data={municipalities}
          value={draft.municipality_id}
          onChange={(value) => setDraft({ ...draft, municipality_id: value })}
        />
        {text('address', t('dian.request.address'))}
        <Group grow align="flex-start" gap="xs" wrap="wrap">
          {text('phone', t('dian.request.phone'))}
          {text('email', t('dian.request.email'))}
        </Group>
        {send.isError && <Alert color="red" role="alert" title={send.error.message} />}
        <Button type="submit" disabled={readOnly} loading={send.isPending}>
          {t('dian.request.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
