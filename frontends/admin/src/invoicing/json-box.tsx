import { useState } from 'react';
import { Textarea, type TextareaProps } from '@mantine/core';
import { prettyJson } from './json-text.js';

type JsonBoxProps = Omit<TextareaProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange(value: string): void;
  /** Shown under the box while its text, once left, is not JSON. */
  invalidMessage: string;
};

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * An editable JSON box, formatted when left. Mantine's JsonInput kept its 'invalid' mark from the last blur until the
 * box was focused again, so text made valid by choosing a template or a preset stayed red: here the mark is worked
 * out from the text on every render, once the box has been left.
 */
export function JsonBox({ value, onChange, invalidMessage, onBlur, ...props }: JsonBoxProps) {
  const [left, setLeft] = useState(false);
  const valid = value.trim() === '' || parses(value);
  return (
    <Textarea
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        onBlur?.(event);
        setLeft(true);
        if (valid && value.trim()) onChange(prettyJson(JSON.parse(value)));
      }}
      error={left && !valid ? invalidMessage : undefined}
      autoComplete="off"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
