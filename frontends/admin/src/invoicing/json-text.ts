/** The JSON boxes of the issuer tabs and the template panel: text in, a JSON object out. */
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The box's content as an object, or undefined when it is not JSON or not an object. */
export function parseJsonObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2);
