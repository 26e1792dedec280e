import { Textarea } from '@mantine/core';

/** A read-only box holding what APIDIAN answered (or why the call failed), in a fixed-width font. */
export function ResponseBox({ label, value }: { label: string; value: string }) {
  return (
    <Textarea
      label={label}
      value={value}
      readOnly
      rows={10}
      resize="vertical"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
