import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in whole pesos, written as Colombians do ($ 50.000). No clamping: a 0 typed would silently become 1;
 * the rule's message says what is wrong instead.
 */
export function PesoInput(props: NumberInputProps) {
  return (
    <NumberInput
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      prefix="$ "
      inputMode="numeric"
      {...props}
    />
  );
}
