import { Checkbox, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buyerIdentificationTypes, type BuyerIdentificationType, type FacturaBuyer } from '@mb/contracts';
import '../invoicing/dian-translations.js';

export interface FacturaDraft {
  wanted: boolean;
  identification_type_id: BuyerIdentificationType;
  identification: string;
  name: string;
  email: string;
}

export const noFactura: FacturaDraft = { wanted: false, identification_type_id: 13, identification: '', name: '', email: '' };

/** What the charge request carries: the diner's data trimmed, or nothing (the consumidor final's POS document). */
export function facturaRequest(draft: FacturaDraft): FacturaBuyer | undefined {
  if (!draft.wanted) return undefined;
  return {
    identification_type_id: draft.identification_type_id,
    identification: draft.identification.trim(),
    name: draft.name.trim(),
    email: draft.email.trim(),
  };
}

/**
 * The diner who asks for a factura electrónica instead of the POS ticket: their document, name and e-mail (the
 * service checks them and answers in Spanish what is wrong).
 */
export function FacturaFields({
  draft,
  disabled,
  onChange,
}: {
  draft: FacturaDraft;
  disabled: boolean;
  onChange: (next: FacturaDraft) => void;
}) {
  const { t } = useTranslation('restaurant');
  const set = (change: Partial<FacturaDraft>) => onChange({ ...draft, ...change });
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('dian.factura.ask')}
        checked={draft.wanted}
        disabled={disabled}
        onChange={(event) => set({ wanted: event.currentTarget.checked })}
      />
      {draft.wanted && (
        <Paper withBorder radius="md" p="sm" role="group" aria-label={t('dian.factura.title')}>
          <Group grow align="flex-start" gap="xs" wrap="wrap">
            <NativeSelect
              label={t('dian.factura.type')}
              value={String(draft.identification_type_id)}
              disabled={disabled}
              data={buyerIdentificationTypes.map((id) => ({ value: String(id), label: t(`dian.identificationTypes.${id}`) }))}
              onChange={(event) => set({ identification_type_id: Number(event.currentTarget.value) as BuyerIdentificationType })}
            />
            <TextInput
              label={t('dian.factura.number')}
              value={draft.identification}
              disabled={disabled}
              onChange={(event) => set({ identification: event.currentTarget.value })}
            />
          </Group>
          <Group grow align="flex-start" gap="xs" wrap="wrap" mt="xs">
            <TextInput
              label={t('dian.factura.name')}
              value={draft.name}
              disabled={disabled}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <TextInput
              type="email"
              label={t('dian.factura.email')}
              value={draft.email}
              disabled={disabled}
              onChange={(event) => set({ email: event.currentTarget.value })}
            />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
