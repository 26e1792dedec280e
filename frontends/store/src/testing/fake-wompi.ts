// The fake widget is shared with the account remote's renewal tests.
export { installFakeWompi, paymentInitAnswer, type FakeWompi } from '@mb/ui/testing';
