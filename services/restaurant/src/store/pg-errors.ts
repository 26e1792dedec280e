/** PostgreSQL's SQLSTATE codes the use cases turn into a caller's 409. */
export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';

export const violates = (error: unknown, code: string): boolean => (error as { code?: string } | null)?.code === code;
export const checkViolation = '23514';

/** Runs a write, answering the database's refusal of kind `code` (a taken name, say) with the caller's error. */
export async function refusing<T>(write: () => Promise<T>, code: string, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, code)) throw refusal();
    throw error;
  }
}
