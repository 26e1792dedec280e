// The DIAN verification digit of a NIT (reference §6.3), APIDIAN's `dian_dv` rule.

const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit of `nit` (digits only, without the DV). */
export function dianCheckDigit(nit: string): number {
  if (!/^\d{1,15}$/.test(nit)) throw new Error(`NIT inválido: ${nit}`);
  const digits = [...nit].reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  const rest = sum % 11;
  return rest === 0 || rest === 1 ? rest : 11 - rest;
}
