import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Select,
  Stack,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { emit, useSignedInUser } from '@mb/ui';
import {
  colombiaCountryId,
  finalConsumerId,
  maxAddressLength,
  maxBusinessNameLength,
  maxCityLength,
  maxDocumentNumberLength,
  type InvoicingCodes,
  type InvoicingProfile,
  type PersonType,
  type UpdateInvoicingProfileRequest,
} from '@mb/contracts';
import { afterProfileSaved, type AfterSave } from './after-save.js';
import { saveProfile } from './invoicing-api.js';
import { municipalityLabel, rankMunicipalities } from './municipality-search.js';
import { invoicingProfileNamespace } from './translations.js';

/** Spec 1 §9. */
const municipalityListMaxHeightPx = 280;

/** DIAN's code of the NIT: written with its check digit, which the server checks. */
const nitCode = '31';
/** DIAN's code of the cédula, the document type of the consumidor final's 222222222222. */
const cedulaCode = '13';

/** The form's state: select values are strings ('' = nothing chosen), as the inputs hold them. */
interface Draft {
  person_type: string;
  type_document_identification_id: string;
  type_regime_id: string;
  municipality_id: string | null;
  address: string;
  identification_number: string;
  business_name: string;
  /** '' = Colombia. */
  country_id: string;
  city_name: string;
  state_name: string;
}

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));

/** The saved profile, or an empty one; its document starts as the account's legal id, so it is checked too. */
function draftOf(profile: InvoicingProfile | null, legalId: string | null | undefined): Draft {
  return {
    person_type: profile?.person_type ?? '',
    type_document_identification_id: idText(profile?.type_document_identification_id),
    type_regime_id: idText(profile?.type_regime_id),
    municipality_id: profile?.municipality_id == null ? null : String(profile.municipality_id),
    address: profile?.address ?? '',
    identification_number: profile?.identification_number ?? legalId ?? '',
    business_name: profile?.business_name ?? '',
    country_id: profile?.country_id == null || profile.country_id === colombiaCountryId ? '' : String(profile.country_id),
    city_name: profile?.city_name ?? '',
    state_name: profile?.state_name ?? '',
  };
}

const isFinalConsumer = (draft: Draft) => draft.identification_number.replace(/[.\s]/g, '') === finalConsumerId;

/** The consumidor final: a natural person with a cédula-type number of twelve 2s. */
function asFinalConsumer(draft: Draft, codes: InvoicingCodes): Draft {
  const cedula = codes.type_document_identifications.find((item) => item.code === cedulaCode);
  return {
    ...draft,
    person_type: 'NATURAL',
    type_document_identification_id: cedula ? String(cedula.id) : '',
    identification_number: finalConsumerId,
  };
}

// Spec 1 §5: no required-field checks here; the server validates and the readiness check says what is missing.
function requestOf(draft: Draft): UpdateInvoicingProfileRequest {
  const id = (value: string | null) => (value ? Number(value) : null);
  const abroad = draft.country_id !== '';
  return {
    person_type: (draft.person_type || null) as PersonType | null,
    type_document_identification_id: id(draft.type_document_identification_id),
    type_regime_id: id(draft.type_regime_id),
    // Abroad the written city stands for DANE's municipality (a Colombian code).
    municipality_id: abroad ? null : id(draft.municipality_id),
    address: draft.address.trim() || null,
    identification_number: draft.identification_number.trim() || null,
    // Only a company's invoice carries a business name.
    business_name: (draft.person_type === 'JURIDICA' && draft.business_name.trim()) || null,
    country_id: id(draft.country_id),
    city_name: (abroad && draft.city_name.trim()) || null,
    state_name: (abroad && draft.state_name.trim()) || null,
  };
}

export interface ProfileFormProps {
  codes: InvoicingCodes;
  profile: InvoicingProfile | null;
  afterSave?: AfterSave;
  /** The member whose profile an administrator completes; the signed-in person's own when absent. */
  memberId?: string;
  onSaved(): void;
  onCancel(): void;
}

export function ProfileForm({ codes, profile, afterSave, memberId, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation(invoicingProfileNamespace);
  const user = useSignedInUser();
  // The administrator's own legal id is no start for a member's document.
  const [draft, setDraft] = useState(() => {
    const start = draftOf(profile, memberId ? null : user?.legal_id);
    // An account signed up as 222222222222 starts as the consumidor final, with nothing else to choose.
    return isFinalConsumer(start) && !start.type_document_identification_id ? asFinalConsumer(start, codes) : start;
  });
  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  const save = useMutation({
    mutationFn: (body: UpdateInvoicingProfileRequest) => saveProfile(body, t('errors.save'), memberId),
    // In the mutation's own options, so the re-check and the retry happen even once the dialog is gone.
    onSuccess: () => {
      onSaved();
      void afterProfileSaved(t('saved'), afterSave, memberId);
    },
    onError: () => emit('global-toast', { type: 'error', message: t('saveFailedToast') }),
  });

  const isNit =
    codes.type_document_identifications.find((item) => String(item.id) === draft.type_document_identification_id)?.code === nitCode;
  const finalConsumer = isFinalConsumer(draft);
  const abroad = draft.country_id !== '';
  // Unticking empties the number for the buyer's own document.
  const chooseFinalConsumer = (chosen: boolean) =>
    setDraft((current) => (chosen ? asFinalConsumer(current, codes) : { ...current, identification_number: '' }));
  const colombia = codes.countries.find((country) => country.id === colombiaCountryId);
  const countries = [
    { value: '', label: colombia?.name ?? 'Colombia' },
    ...codes.countries
      .filter((country) => country.id !== colombiaCountryId)
      .map((country) => ({ value: String(country.id), label: country.name })),
  ];
  const choose = { value: '', label: t('choose') };
  const options = (items: { id: number; name: string }[]) => [
    choose,
    ...items.map((item) => ({ value: String(item.id), label: item.name })),
  ];
  const municipalities = useMemo(() => {
    const byId = new Map(codes.municipalities.map((municipality) => [String(municipality.id), municipality]));
    const data = codes.municipalities.map((municipality) => ({ value: String(municipality.id), label: municipalityLabel(municipality) }));
    // Best match first: 'Cali' lists Cali before Calima and Calarcá.
    const filter: OptionsFilter = ({ options: items, search }) =>
      rankMunicipalities(items, (item) => byId.get((item as ComboboxItem).value), search);
    return { data, filter };
  }, [codes.municipalities]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(requestOf(draft));
      }}
    >
      <Stack gap="sm">
        <Checkbox
          label={t('finalConsumer')}
          description={t('finalConsumerHint')}
          checked={finalConsumer}
          onChange={(event) => chooseFinalConsumer(event.currentTarget.checked)}
        />
        <NativeSelect
          label={t('personType')}
          value={draft.person_type}
          onChange={(event) => change('person_type', event.currentTarget.value)}
          data={[choose, { value: 'NATURAL', label: t('natural') }, { value: 'JURIDICA', label: t('juridica') }]}
        />
        <NativeSelect
          label={t('documentType')}
          value={draft.type_document_identification_id}
          onChange={(event) => change('type_document_identification_id', event.currentTarget.value)}
          data={options(codes.type_document_identifications)}
        />
        <TextInput
          label={t('documentNumber')}
          description={isNit ? t('documentNumberNitHint') : t('documentNumberHint')}
          value={draft.identification_number}
          onChange={(event) => change('identification_number', event.currentTarget.value)}
          maxLength={maxDocumentNumberLength}
        />
        {draft.person_type === 'JURIDICA' && (
          <TextInput
            label={t('businessName')}
            description={t('businessNameHint')}
            value={draft.business_name}
            onChange={(event) => change('business_name', event.currentTarget.value)}
            maxLength={maxBusinessNameLength}
            autoComplete="organization"
          />
        )}
        {!finalConsumer && (
          <NativeSelect
            label={t('regime')}
            value={draft.type_regime_id}
            onChange={(event) => change('type_regime_id', event.currentTarget.value)}
            data={options(codes.type_regimes)}
          />
        )}
        {!finalConsumer && (
          <NativeSelect
            label={t('country')}
            value={draft.country_id}
            onChange={(event) => change('country_id', event.currentTarget.value)}
            data={countries}
            autoComplete="country-name"
          />
        )}
        {!finalConsumer && abroad && (
          <Group grow align="flex-start">
            <TextInput
              label={t('city')}
              value={draft.city_name}
              onChange={(event) => change('city_name', event.currentTarget.value)}
              maxLength={maxCityLength}
              autoComplete="address-level2"
            />
            <TextInput
              label={t('state')}
              value={draft.state_name}
              onChange={(event) => change('state_name', event.currentTarget.value)}
              maxLength={maxCityLength}
              autoComplete="address-level1"
            />
          </Group>
        )}
        {!finalConsumer && !abroad && (
          <Select
            label={t('municipality')}
            placeholder={t('municipalityPlaceholder')}
            searchable
            clearable
            data={municipalities.data}
            filter={municipalities.filter}
            value={draft.municipality_id}
            onChange={(value) => change('municipality_id', value)}
            maxDropdownHeight={municipalityListMaxHeightPx}
            nothingFoundMessage={t('municipalityNothingFound')}
            clearButtonProps={{ 'aria-label': t('close') }}
          />
        )}
        {!finalConsumer && (
          <TextInput
            label={t('address')}
            description={abroad ? t('addressAbroadHint') : undefined}
            value={draft.address}
            onChange={(event) => change('address', event.currentTarget.value)}
            maxLength={maxAddressLength}
            autoComplete="street-address"
          />
        )}
        {save.isError && (
          <Alert color="red" variant="light" title={t('errors.save')} role="alert">
            {save.error.message !== t('errors.save') ? save.error.message : null}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
