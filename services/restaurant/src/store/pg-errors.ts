/** PostgreSQL's SQLSTATE codes the use cases turn into a caller's 409. */
export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';

export const violates = (error: unknown, code: string): boolean => (error as { code?: string } | null)?.code === code;
export const checkViolation = '23514';
