import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateTableRequest } from '@mb/contracts';

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Number (1–999), seats (1–12) and zone; checked here for a quick answer, and again by the server. */
export function NewTableForm({
  suggestedNumber,
  disabled,
  onCreate,
}: {
  suggestedNumber: number;
  disabled: boolean;
  onCreate: (table: CreateTableRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('restaurant');
  // The next free number until the person types one; it follows the list as tables arrive or are created.
  const [typedNumber, setNumber] = useState<number | string | undefined>();
  const number = typedNumber ?? suggestedNumber;
  const [seats, setSeats] = useState<number | string>(4);
  const [zone, setZone] = useState('');
  const [saving, setSaving] = useState(false);
  const numberError = isWhole(number, 1, 999) ? null : t('tables.numberInvalid');
  const seatsError = isWhole(seats, 1, 12) ? null : t('tables.seatsInvalid');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (numberError || seatsError) return;
    setSaving(true);
    try {
      await onCreate({ number: number as number, seats: seats as number, zone: zone.trim() });
      setNumber(undefined);
      setZone('');
    } catch {
      // The failure is shown by the page; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('tables.newTable')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('tables.newTable')}
        </Title>
        <Group align="flex-start" grow wrap="wrap">
          <NumberInput
            label={t('tables.number')}
            value={number}
            onChange={setNumber}
            min={1}
            max={999}
            allowDecimal={false}
            error={numberError}
          />
          <NumberInput
            label={t('tables.seats')}
            value={seats}
            onChange={setSeats}
            min={1}
            max={12}
            allowDecimal={false}
            error={seatsError}
          />
          <TextInput
            label={t('tables.zone')}
            placeholder={t('tables.zoneHint')}
            value={zone}
            maxLength={40}
            onChange={(event) => setZone(event.currentTarget.value)}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={disabled || Boolean(numberError || seatsError)}>
            {t('tables.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
