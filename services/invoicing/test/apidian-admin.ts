import { testNamespace } from '@mb/service-kit/testing';
import { startApidianSimulator, type ApidianSimulator } from '../../../simulators/apidian/src/app.js';
import { asAdmin, type Caller } from './admin-helpers.js';
import { startInvoicing, type TestInvoicing } from './helpers.js';

type Json = Record<string, any>;

/**
 * An invoicing service of the test file's own with an APIDIAN simulator of its own (DIAN answers "en proceso de
 * validación" to the first zip status query of each upload), started before the file's tests and stopped after.
 */
export function withApidianAdmin(): { sim: ApidianSimulator; invoicing: TestInvoicing; admin: Caller } {
  const setup = {} as { sim: ApidianSimulator; invoicing: TestInvoicing; admin: Caller };
  beforeAll(async () => {
    setup.sim = await startApidianSimulator({ port: 0, logLevel: 'silent', zipPollsBeforeResult: 1 });
    setup.invoicing = await startInvoicing(testNamespace(), { APIDIAN_URL: setup.sim.url });
    setup.admin = asAdmin(setup.invoicing);
  }, 60000);
  afterAll(async () => {
    await setup.invoicing?.close();
    await setup.sim?.close();
  });
  return setup;
}

/** What the test-set tab does before sending: today's UTC date and time, and every list-form due date set to today. */
export function datedToday(payload: Json, number: number): Json {
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const paymentForm = Array.isArray(payload.payment_form)
    ? payload.payment_form.map((form: Json) => ({ ...form, payment_due_date: today }))
    : payload.payment_form;
  return { ...payload, number, date: today, time: now.slice(11, 19), payment_form: paymentForm };
}
