import type { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { AppError } from '@gateway/shared/errors.ts';
import type { ServiceClient } from '@gateway/shared/grpc/client.ts';

/** Where a merchant's uploaded logo is read from. Null: no such logo. */
export interface LogoSource {
  get(id: string, requestId?: string): Promise<{ content: Uint8Array; contentType: string } | null>;
}

const LOGO_TIMEOUT_MS = 3000;

export function grpcLogoSource(client: Pick<ServiceClient<typeof AccountsService>, 'getLogo'>): LogoSource {
  return {
    async get(id, requestId) {
      try {
        const res = await client.getLogo({ logoId: id }, { timeoutMs: LOGO_TIMEOUT_MS, requestId });
        return { content: res.content, contentType: res.contentType };
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },
  };
}
