/** @jest-environment jsdom */
import { expect, it } from '@jest/globals';
import { ApiError } from '@mb/ui';
import { queryClient } from './query-client.js';

/** Reads `key` through the app's cache with a query that always fails with `error`: how many tries, how long. */
async function failingRead(key: string, error: Error) {
  let tries = 0;
  const started = Date.now();
  const read = queryClient.fetchQuery({
    queryKey: ['failing', key],
    queryFn: () => {
      tries += 1;
      return Promise.reject(error);
    },
  });
  await expect(read).rejects.toBe(error);
  return { tries, ms: Date.now() - started };
}

it("a refused read (a profile's 4xx, say) shows its error at once, not after the library's three retries", async () => {
  const refused = await failingRead('refused', new ApiError('Perfil no encontrado', { status: 404 }));
  expect(refused.tries).toBe(1);
  expect(refused.ms).toBeLessThan(200);
});

it('a lost connection or a server failure is tried once more, shortly: its error still shows within 2 s', async () => {
  for (const error of [new ApiError('Sin conexión'), new ApiError('Servicio no disponible', { status: 503 })]) {
    const failed = await failingRead(error.message, error);
    expect(failed.tries).toBe(2);
    expect(failed.ms).toBeLessThan(2000);
  }
});
