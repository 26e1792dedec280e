import { administratorContactsResponse, messages } from '@mb/contracts';
import { GATEWAY_SECRET_HEADER, httpClient } from '@mb/service-kit';

/** Who the warnings go to, asked of identity (which owns the accounts) with the platform's internal secret. */
export type AdministratorEmails = () => Promise<string[]>;

export function administratorEmails(identityUrl: string, gatewaySecret: string): AdministratorEmails {
  const identity = httpClient({ baseUrl: identityUrl, timeoutMs: 5000, unavailable: messages.serviceUnavailable });
  return async () => {
    const answer = await identity.json('/administrators/contacts', { headers: { [GATEWAY_SECRET_HEADER]: gatewaySecret } });
    const parsed = administratorContactsResponse.safeParse(answer.body);
    // A throw fails the mail's attempt: BullMQ tries again later.
    if (!answer.ok || !parsed.success) throw new Error(`identity answered ${answer.status} for the administrators`);
    return parsed.data.administrators.map((administrator) => administrator.email);
  };
}
