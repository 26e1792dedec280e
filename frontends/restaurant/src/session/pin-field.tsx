import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../staff/staff-translations.js';

/** A PIN typed on a tablet: digits, hidden, at most 6; the service says whether it is valid. */
export function PinField({ value, onChange }: { value: string; onChange: (pin: string) => void }) {
  const { t } = useTranslation('restaurant');
  return (
    <PasswordInput
      label={t('staff.pin.label')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
