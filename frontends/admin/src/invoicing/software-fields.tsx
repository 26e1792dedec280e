import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';

interface SoftwareFieldsProps {
  labels: { id: string; pin: string; submit: string };
  id: string;
  pin: string;
  onChange(values: { id: string; pin: string }): void;
  onSubmit(): void;
  saving: boolean;
}

/** A software's ID and PIN as DIAN's portal gives them, and the button that sends them (invoices' or equivalent documents'). */
export function SoftwareFields({ labels, id, pin, onChange, onSubmit, saving }: SoftwareFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={labels.id} value={id} onChange={(event) => onChange({ id: event.currentTarget.value, pin })} autoComplete="off" />
        <TextInput
          label={labels.pin}
          inputMode="numeric"
          value={pin}
          onChange={(event) => onChange({ id, pin: event.currentTarget.value })}
          autoComplete="off"
        />
      </SimpleGrid>
      <Group>
        <Button onClick={onSubmit} loading={saving}>
          {labels.submit}
        </Button>
      </Group>
    </>
  );
}
