import type {
  EnablementStepKey,
  RestaurantInvoicingState,
  RestaurantInvoicingStatus,
  RestaurantInvoicingStep,
  RestaurantInvoicingStepKey,
} from '@mb/contracts';
import { bogotaToday, certificateLastDay, daysUntil, expiryWarnings, warningDays } from './expiry-warnings.js';

/** What the owner's section is read from: the request, and once linked the issuer's equivalent-document track. */
export interface RestaurantInvoicingFacts {
  requested: boolean;
  issuerId: number | null;
  /** The equivalent documents' steps done (the enablement's eqdocs track); empty while no issuer is linked. */
  done: Partial<Record<EnablementStepKey, boolean>>;
  production: boolean;
  posRange: { prefix: string; from: number; to: number; validTo: string | null; nextNumber: number | null } | null;
  /** The POS documents are numbered on the enablement's sample test resolution (samplePosResolution). */
  testNumbering: boolean;
  certificateExpiration: string | null;
}

/** Each step as the owner reads it, with what is missing and who does it while it is not done. */
const steps: { key: RestaurantInvoicingStepKey; label: string; missing: string; done: (facts: RestaurantInvoicingFacts) => boolean }[] = [
  {
    key: 'solicitud',
    label: 'Solicitud enviada',
    missing: 'Envíe los datos de la empresa del restaurante (NIT, razón social, régimen, dirección).',
    done: (facts) => facts.requested || facts.issuerId !== null,
  },
  {
    key: 'empresa',
    label: 'Empresa creada ante el proveedor tecnológico',
    missing: 'El administrador de la plataforma debe crear la empresa con los datos de la solicitud.',
    done: (facts) => facts.issuerId !== null,
  },
  {
    key: 'software',
    label: 'Software de documentos equivalentes',
    missing: 'Falta registrar el software de documentos equivalentes (ID y PIN del portal de la DIAN).',
    done: (facts) => facts.done.software === true,
  },
  {
    key: 'certificado',
    label: 'Certificado de firma digital',
    missing: 'Falta cargar el certificado de firma digital de la empresa.',
    done: (facts) => facts.done.certificate === true,
  },
  {
    key: 'resolucion',
    label: 'Resolución de numeración POS',
    missing: 'Falta la resolución de numeración del documento equivalente POS (prefijo, rango y fechas).',
    done: (facts) => facts.done.resolution === true,
  },
  {
    key: 'set_pruebas',
    label: 'Set de pruebas de la DIAN',
    missing: 'Falta que la DIAN acepte el set de pruebas del documento equivalente POS.',
    done: (facts) => facts.done.testSet === true,
  },
  {
    key: 'produccion',
    label: 'Habilitado en producción',
    missing: 'Falta pasar los documentos equivalentes a producción.',
    done: (facts) => facts.production,
  },
  {
    // DIAN numbers production documents only from the restaurant's own authorized range: the test set's numbers are
    // DIAN's sample, and a sale numbered on them in production would repeat a number DIAN already received.
    key: 'resolucion_produccion',
    label: 'Numeración propia en producción',
    missing:
      'Registre la resolución de numeración POS que la DIAN autorizó al restaurante (prefijo, rango y fechas): ' +
      'la numeración de pruebas no sirve en producción.',
    done: (facts) => facts.production && !facts.testNumbering,
  },
];

function status(facts: RestaurantInvoicingFacts): RestaurantInvoicingStatus {
  if (facts.issuerId === null) return facts.requested ? 'solicitado' : 'sin_solicitud';
  return facts.production && !facts.testNumbering ? 'habilitado' : 'en_pruebas';
}

/** The POS range: the next number, how many remain, and whether it runs low by the expiry warnings' own rule. */
function range(facts: RestaurantInvoicingFacts, today: string): RestaurantInvoicingState['range'] {
  const pos = facts.posRange;
  if (!pos) return null;
  const next = Math.max(pos.nextNumber ?? pos.from, pos.from);
  const watched = {
    issuerId: facts.issuerId ?? 0,
    issuerName: '',
    typeDocumentId: 15,
    resolution: '',
    prefix: pos.prefix,
    rangeFrom: pos.from,
    rangeTo: pos.to,
    validTo: pos.validTo,
    nextNumber: next,
  };
  const low = expiryWarnings([watched], [], today).some((warning) => warning.kind === 'resolution_numbers_low');
  return { prefix: pos.prefix, from: pos.from, to: pos.to, next, remaining: Math.max(0, pos.to - next + 1), low, valid_to: pos.validTo };
}

function certificate(expiration: string | null, today: string): RestaurantInvoicingState['certificate'] {
  const lastDay = certificateLastDay(expiration);
  if (!lastDay) return null;
  const daysLeft = daysUntil(lastDay, today);
  return { expires_at: lastDay, days_left: daysLeft, expiring: daysLeft <= warningDays };
}

/** The 'Facturación electrónica' section's state for the owner (issue 35 item 1). */
export function restaurantInvoicingState(facts: RestaurantInvoicingFacts, now: Date): RestaurantInvoicingState {
  const today = bogotaToday(now);
  const shown: RestaurantInvoicingStep[] = steps.map((step) => {
    const done = step.done(facts);
    return { key: step.key, label: step.label, done, detail: done ? null : step.missing };
  });
  return {
    status: status(facts),
    steps: shown,
    missing: shown.flatMap((step) => (step.detail ? [step.detail] : [])),
    range: range(facts, today),
    certificate: certificate(facts.certificateExpiration, today),
    issuer_id: facts.issuerId,
  };
}
