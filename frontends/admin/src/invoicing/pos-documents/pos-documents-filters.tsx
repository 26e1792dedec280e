import { Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { posDocumentKinds, posDocumentStatuses } from '@mb/contracts';
import { invoicingNamespace } from '../translations.js';
import { noFilters, posDocumentsCsvUrl, type PosDocumentFilters } from './pos-documents-api.js';

/** Dates, status, type, buyer, number and restaurant; each change asks the server again (the text ones once typing pauses). */
export function PosDocumentsFilters({
  filters,
  applied,
  restaurants,
  onChange,
}: {
  filters: PosDocumentFilters;
  /** What the list shows, so the CSV holds the same documents. */
  applied: PosDocumentFilters;
  restaurants: { value: string; label: string }[];
  onChange: (filters: PosDocumentFilters) => void;
}) {
  const { t } = useTranslation(invoicingNamespace);
  const set = (field: keyof PosDocumentFilters) => (value: string | null) => onChange({ ...filters, [field]: value ?? '' });
  const text = (field: keyof PosDocumentFilters) => (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value);
  return (
    <Group align="end" wrap="wrap" gap="sm">
      <TextInput type="date" label={t('posDocuments.from')} value={filters.desde} onChange={text('desde')} w={150} />
      <TextInput type="date" label={t('posDocuments.to')} value={filters.hasta} onChange={text('hasta')} w={150} />
      <Select
        label={t('posDocuments.status')}
        placeholder={t('posDocuments.all')}
        data={posDocumentStatuses.map((status) => ({ value: status, label: t(`posDocuments.statuses.${status}`) }))}
        value={filters.estado || null}
        onChange={set('estado')}
        clearable
        w={160}
      />
      <Select
        label={t('posDocuments.kind')}
        placeholder={t('posDocuments.all')}
        data={posDocumentKinds.map((kind) => ({ value: kind, label: t(`posDocuments.kinds.${kind}`) }))}
        value={filters.tipo || null}
        onChange={set('tipo')}
        clearable
        w={220}
      />
      <Select
        label={t('posDocuments.restaurant')}
        placeholder={t('posDocuments.all')}
        data={restaurants}
        value={filters.restaurante || null}
        onChange={set('restaurante')}
        clearable
        searchable
        w={200}
      />
      <TextInput type="search" label={t('posDocuments.buyer')} value={filters.comprador} onChange={text('comprador')} w={170} />
      <TextInput type="search" label={t('posDocuments.number')} value={filters.numero} onChange={text('numero')} w={130} />
      <Button variant="subtle" onClick={() => onChange(noFilters)}>
        {t('posDocuments.clear')}
      </Button>
      <Anchor href={posDocumentsCsvUrl(applied)} download ml="auto">
        {t('posDocuments.export')}
      </Anchor>
    </Group>
  );
}
