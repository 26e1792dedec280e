// Waiting for what the platform does a moment later (an event crossing Kafka, a job, a mail).

/** Polls `read` until `check` passes on what it read, and returns that; past `timeoutMs`, check's error. */
export async function eventually(read, check, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return value;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
