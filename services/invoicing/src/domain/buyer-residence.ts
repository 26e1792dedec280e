import { colombiaCountryId, invoicingMessages } from '@mb/contracts';

/** Where the profile says the buyer lives: an empty country is Colombia (APIDIAN's default). */
export const livesAbroad = (profile: { country_id?: number | null } | null | undefined) =>
  profile?.country_id != null && profile.country_id !== colombiaCountryId;

interface Residence {
  country_id: number | null;
  municipality_id: number | null;
  city_name: string | null;
  state_name: string | null;
}

/**
 * The address fields as stored: abroad, DANE's municipality (a Colombian code) is refused and the written city and
 * region describe the place; in Colombia the municipality does, and a written city or region would contradict it.
 */
export function residenceProblem(input: Residence): string | null {
  return livesAbroad(input) && input.municipality_id !== null ? invoicingMessages.municipalityAbroad : null;
}

export function storedResidence<T extends Residence>(input: T): T {
  return livesAbroad(input) ? input : { ...input, city_name: null, state_name: null };
}
