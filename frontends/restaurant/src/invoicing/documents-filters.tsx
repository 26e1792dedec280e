import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { posDocumentKinds, posDocumentStatuses } from '@mb/contracts';
import { noFilters, type DocumentFilters } from './documents-api.js';

/** The documents' filters: dates, status, type, buyer and number, applied together with 'Filtrar'. */
export function DocumentsFilters({ onApply }: { onApply: (filters: DocumentFilters) => void }) {
  const { t } = useTranslation('restaurant');
  const [draft, setDraft] = useState<DocumentFilters>(noFilters);
  const set = (key: keyof DocumentFilters) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });
  const any = { value: '', label: t('dian.documents.any') };
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="wrap"
      aria-label={t('dian.documents.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <TextInput type="date" label={t('dian.documents.from')} value={draft.desde} onChange={set('desde')} w={150} />
      <TextInput type="date" label={t('dian.documents.to')} value={draft.hasta} onChange={set('hasta')} w={150} />
      <NativeSelect
        label={t('dian.documents.status')}
        value={draft.estado}
        onChange={set('estado')}
        data={[any, ...posDocumentStatuses.map((status) => ({ value: status, label: t(`dian.statuses.${status}`) }))]}
      />
      <NativeSelect
        label={t('dian.documents.kind')}
        value={draft.tipo}
        onChange={set('tipo')}
        data={[any, ...posDocumentKinds.map((kind) => ({ value: kind, label: t(`dian.kinds.${kind}`) }))]}
      />
      <TextInput label={t('dian.documents.buyer')} value={draft.comprador} onChange={set('comprador')} w={160} />
      <TextInput label={t('dian.documents.number')} value={draft.numero} onChange={set('numero')} w={130} />
      <Button type="submit">{t('dian.documents.filter')}</Button>
      <Button
        variant="default"
        onClick={() => {
          setDraft(noFilters);
          onApply(noFilters);
        }}
      >
        {t('dian.documents.clear')}
      </Button>
    </Group>
  );
}
