/** Issue 34 item 8: how near its end a numbering range or a certificate must be before the administrators are warned. */
export const warningDays = 30;
/** A range with fewer numbers left than this share of its size is running out. */
export const lowNumbersShare = 0.1;

export type WarningKind = 'resolution_ending' | 'resolution_numbers_low' | 'certificate_expiring';

/** A numbering resolution as the check sees it: `nextNumber` is null while nobody knows how far it was used. */
export interface WatchedResolution {
  issuerId: number;
  issuerName: string;
  typeDocumentId: number;
  resolution: string;
  prefix: string;
  rangeFrom: number | null;
  rangeTo: number | null;
  /** Its last valid day, YYYY-MM-DD. */
  validTo: string | null;
  nextNumber: number | null;
}

export interface WatchedCertificate {
  issuerId: number;
  issuerName: string;
  /** As APIDIAN read it from the certificate: `2027-01-01 00:00:00` or `2027/01/01 00:00:00`. */
  expirationDate: string | null;
}

/** One threshold crossed; (issuerId, kind, subject) names it, so finding it again is not a new warning. */
export interface ExpiryWarning {
  issuerId: number;
  issuerName: string;
  kind: WarningKind;
  subject: string;
  /** The last valid day (YYYY-MM-DD), for an ending resolution or certificate. */
  endsOn: string | null;
  numbersLeft: number | null;
  rangeSize: number | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `day` (both YYYY-MM-DD): 0 on the day itself, negative once past. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs);
}

/** Today in Colombia (YYYY-MM-DD), the calendar DIAN's validity dates follow. */
export const bogotaToday = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(now);

/** The certificate's last day as YYYY-MM-DD, or null when APIDIAN gave nothing readable. */
export function certificateLastDay(expirationDate: string | null): string | null {
  const day = expirationDate?.slice(0, 10).replaceAll('/', '-');
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

function resolutionWarnings(resolution: WatchedResolution, today: string): ExpiryWarning[] {
  const { issuerId, issuerName, typeDocumentId, prefix, rangeFrom, rangeTo, validTo, nextNumber } = resolution;
  const subject = `${typeDocumentId}/${resolution.resolution}/${prefix}`;
  const warnings: ExpiryWarning[] = [];
  if (validTo && daysUntil(validTo, today) <= warningDays) {
    warnings.push({ issuerId, issuerName, kind: 'resolution_ending', subject, endsOn: validTo, numbersLeft: null, rangeSize: null });
  }
  if (rangeFrom !== null && rangeTo !== null && nextNumber !== null) {
    const rangeSize = rangeTo - rangeFrom + 1;
    const numbersLeft = Math.max(0, rangeTo - Math.max(nextNumber, rangeFrom) + 1);
    if (numbersLeft < rangeSize * lowNumbersShare) {
      warnings.push({ issuerId, issuerName, kind: 'resolution_numbers_low', subject, endsOn: null, numbersLeft, rangeSize });
    }
  }
  return warnings;
}

function certificateWarning(certificate: WatchedCertificate, today: string): ExpiryWarning[] {
  const lastDay = certificateLastDay(certificate.expirationDate);
  if (!lastDay || daysUntil(lastDay, today) > warningDays) return [];
  const { issuerId, issuerName } = certificate;
  // Keyed by its date: a renewed certificate that nears its own end is a new warning.
  return [{ issuerId, issuerName, kind: 'certificate_expiring', subject: lastDay, endsOn: lastDay, numbersLeft: null, rangeSize: null }];
}

/** Every threshold crossed on `today` (YYYY-MM-DD): ranges within 30 days of their end or under 10 % of their numbers, certificates within 30 days. */
export function expiryWarnings(resolutions: WatchedResolution[], certificates: WatchedCertificate[], today: string): ExpiryWarning[] {
  return [
    ...resolutions.flatMap((resolution) => resolutionWarnings(resolution, today)),
    ...certificates.flatMap((certificate) => certificateWarning(certificate, today)),
  ];
}
