// `npm run bench`: every benchmark under bench/ against the real local servers (started if needed).
import { readdirSync } from 'node:fs';
import { setUp } from '../scripts/lib/setup.mjs';
import { run } from '../scripts/lib/stack.mjs';

await setUp();
for (const file of readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.bench.ts'))) {
  console.log(`\n== ${file}`);
  await run('npx', ['tsx', `bench/${file}`]);
}
