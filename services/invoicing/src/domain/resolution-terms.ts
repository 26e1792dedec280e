type Json = Record<string, unknown>;

/**
 * What a numbering resolution allows: its range, its first and last valid days and its own date (YYYY-MM-DD, which a
 * POS document's legend names); null where APIDIAN gave none.
 */
export interface ResolutionTerms {
  rangeFrom: number | null;
  rangeTo: number | null;
  validTo: string | null;
  validFrom?: string | null;
  resolutionDate?: string | null;
}

const wholeNumber = (value: unknown) => (value !== null && value !== '' && Number.isSafeInteger(Number(value)) ? Number(value) : null);
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** `PUT config/resolution` accepted: the terms APIDIAN saved (its answer's resolution), else those requested. */
export function resolutionTerms(request: Json, answer: Json): ResolutionTerms {
  const saved = typeof answer.resolution === 'object' && answer.resolution !== null ? (answer.resolution as Json) : request;
  return {
    rangeFrom: wholeNumber(saved.from ?? request.from),
    rangeTo: wholeNumber(saved.to ?? request.to),
    validTo: day(saved.date_to ?? request.date_to),
    validFrom: day(saved.date_from ?? request.date_from),
    resolutionDate: day(saved.resolution_date ?? request.resolution_date),
  };
}
