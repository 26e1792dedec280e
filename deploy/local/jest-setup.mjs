// jest's globalSetup on the local infrastructure: an id for this run, which every test file's bus namespace starts
// with (`testNamespace` in @mb/service-kit), so jest-teardown.mjs can delete the run's topics and consumer groups.
import { randomBytes } from 'node:crypto';

export default function globalSetup() {
  process.env.TEST_RUN_ID = randomBytes(3).toString('hex');
}
