import { ApidianUnavailable } from '../../apidian/apidian-client.js';

/**
 * APIDIAN's public download `GET /api/invoice/{nit}/{filename}` (reference §2): outside `/api/ubl2.1` and binary,
 * so not through the JSON client. The raw response is handed back to be streamed; the time limit covers its start.
 */
export async function fetchInvoicePdf(options: { baseUrl: string; timeoutMs: number }, nit: string, filename: string): Promise<Response> {
  const url = new URL(`api/invoice/${encodeURIComponent(nit)}/${encodeURIComponent(filename)}`, `${options.baseUrl.replace(/\/+$/, '')}/`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await fetch(url, { headers: { accept: 'application/pdf' }, signal: controller.signal });
  } catch (error) {
    throw new ApidianUnavailable(`APIDIAN unreachable: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
