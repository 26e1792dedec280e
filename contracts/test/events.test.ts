import { readFileSync, readdirSync } from 'node:fs';
import { allEvents, annualPrice, eventEnvelope, formatCop } from '../src/index.js';

const fixtures = new URL('./fixtures/', import.meta.url);

describe('event contracts', () => {
  it('has one fixture per event, and each parses as its envelope and payload', () => {
    const files = readdirSync(fixtures)
      .filter((file) => file.endsWith('.json'))
      .sort();
    expect(files).toEqual(allEvents.map((event) => `${event.type}.json`).sort());
    for (const event of allEvents) {
      const sample = JSON.parse(readFileSync(new URL(`${event.type}.json`, fixtures), 'utf8'));
      const envelope = eventEnvelope.parse(sample);
      expect(envelope).toMatchObject({ type: event.type, version: event.version });
      expect(() => event.payload.parse(envelope.payload)).not.toThrow();
    }
  });

  it('event types are past tense and topics are <service>.<aggregate>', () => {
    for (const event of allEvents) {
      expect(event.type.startsWith(`${event.topic}.`)).toBe(true);
      expect(event.type).toMatch(
        /\.(upserted|deleted|approved|declined|created|updated|issued|failed|rejected|expired|cancelled|activated|renewed|grace_started|expiry_approached|tracked|registered|sessions_revoked|status_changed|paid|recorded|refunded|opened|closed|movement_recorded|ran_low)$/,
      );
    }
  });
});

describe('money', () => {
  it('annual price is round(monthly × 12 × 0.9) in integer pesos', () => {
    expect(annualPrice(80000)).toBe(864000);
    expect(annualPrice(150000)).toBe(1620000);
    expect(annualPrice(250000)).toBe(2700000);
    expect(annualPrice(12345)).toBe(Math.round(12345 * 12 * 0.9));
    expect(() => annualPrice(1.5)).toThrow(RangeError);
  });

  it('formats COP in es-CO without decimals and a COP suffix', () => {
    expect(formatCop(80000).replace(/\s/g, ' ')).toBe('80.000 COP');
    expect(formatCop(1620000)).toBe('1.620.000 COP');
  });
});
