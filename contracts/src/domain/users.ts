// Plain constants, no zod: the browser imports these.
export const userStatuses = ['active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Spec 1 §9 and spec 2 §3: what the clients and the server agree on. */
export const identityLimits = {
  minPasswordLength: 6,
  verificationCodeLength: 6,
  verificationCodeHours: 24,
  passwordResetMinutes: 60,
  resendCooldownSeconds: 10,
  resendsBeforeEmailChange: 4,
  verifyMinChars: 4,
} as const;

/** `an***@example.com`: enough for the owner to recognise, not enough to harvest addresses. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***@${domain}`;
}
