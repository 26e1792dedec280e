import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IssuerListItem } from '@mb/contracts';
import { invoicingNamespace } from './translations.js';
import type { IssuerPick } from './use-issuer-pick.js';

interface IssuerPickerProps {
  issuers: IssuerListItem[];
  pick: IssuerPick;
  loading: boolean;
  error: Error | null;
}

/** The issuer selector and token input every setup tab starts with. */
export function IssuerPicker({ issuers, pick, loading, error }: IssuerPickerProps) {
  const { t } = useTranslation(invoicingNamespace);
  const first = loading ? t('picker.loading') : issuers.length === 0 ? t('picker.none') : t('picker.choose');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativeSelect
        label={t('picker.issuer')}
        value={pick.issuer ? String(pick.issuer.id) : ''}
        onChange={(event) => pick.choose(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        data={[
          { value: '', label: first },
          ...issuers.map((issuer) => ({ value: String(issuer.id), label: `${issuer.business_name} — NIT ${issuer.nit}-${issuer.dv}` })),
        ]}
        error={error?.message}
      />
      <TextInput
        label={t('picker.token')}
        value={pick.token}
        onChange={(event) => pick.setToken(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </SimpleGrid>
  );
}
