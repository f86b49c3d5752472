import type { MessageInitShape } from '@bufbuild/protobuf';
import type {
  AccountsService,
  ApiKeySecretSchema,
  BankAccount,
} from '@gateway/proto/accounts/v1/accounts_pb';
import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { ServiceHandlers } from '@gateway/shared/grpc/server.ts';
import type { Accounts } from '../domain/accounts.ts';
import type { Branding, IssuedApiKey } from '../domain/types.ts';

function secretOf(issued: IssuedApiKey): Named<MessageInitShape<typeof ApiKeySecretSchema>> {
  return { keyId: issued.key.id, environment: issued.key.environment, secret: issued.secret };
}

function bankAccountFromProto(account: BankAccount) {
  return {
    bank_name: account.bankName,
    account_type: account.accountType,
    account_number: account.accountNumber,
    holder_name: account.holderName,
    holder_ruc: account.holderRuc,
  };
}

function brandingToProto(branding: Branding) {
  return {
    tradeName: branding.tradeName ?? '',
    logoUrl: branding.logoUrl ?? '',
    primaryColor: branding.primaryColor ?? '',
  };
}

export function accountsHandlers(accounts: Accounts): ServiceHandlers<typeof AccountsService> {
  return {
    async authenticateKey(req) {
      return accounts.authenticateKey(req.apiKey);
    },

    async createTenant(req) {
      const created = await accounts.createTenant({ name: req.name });
      return {
        tenantId: created.tenant.id,
        testKey: secretOf(created.testKey),
        liveKey: secretOf(created.liveKey),
      };
    },

    async createApiKey(req) {
      return {
        key: secretOf(await accounts.createApiKey({ tenantId: req.tenantId, environment: req.environment })),
      };
    },

    async revokeApiKey(req) {
      const { key } = await accounts.revokeApiKey(req.keyId, req.tenantId);
      return { keyId: key.id, tenantId: key.tenantId, revokedAt: key.revokedAt.toISOString() };
    },

    async listApiKeys(req) {
      const keys = await accounts.listApiKeys({ tenantId: req.tenantId, environment: req.environment });
      return {
        keys: keys.map((k) => ({
          keyId: k.id,
          environment: k.environment,
          prefix: k.prefix,
          createdAt: k.createdAt.toISOString(),
          revokedAt: k.revokedAt?.toISOString(),
          lastUsedAt: k.lastUsedAt?.toISOString(),
        })),
      };
    },

    async setBankAccounts(req) {
      await accounts.setBankAccounts({
        tenantId: req.tenantId,
        settings: {
          bank_accounts: req.bankAccounts.map(bankAccountFromProto),
          instructions: req.instructions,
        },
      });
      return {};
    },

    async setBranding(req) {
      const tenant = await accounts.setBranding({
        tenantId: req.tenantId,
        change: { tradeName: req.tradeName, logoUrl: req.logoUrl, primaryColor: req.primaryColor },
      });
      return { branding: brandingToProto(tenant.branding) };
    },

    async setLogo(req) {
      const tenant = await accounts.setLogo({ tenantId: req.tenantId, content: req.content });
      return { branding: brandingToProto(tenant.branding) };
    },

    async getLogo(req) {
      return { content: await accounts.getLogo(req.logoId), contentType: 'image/png' };
    },

    async setNotificationEmails(req) {
      return {
        emails: await accounts.setNotificationEmails({ tenantId: req.tenantId, emails: req.emails }),
      };
    },

    async getTenantSettings(req) {
      const { tenant, bank } = await accounts.getTenantSettings({
        tenantId: req.tenantId,
        environment: req.environment,
      });
      return {
        tenantId: tenant.id,
        name: tenant.name,
        enabledProviders: tenant.enabledProviders,
        bankAccounts: bank.bankAccounts.map((a) => ({
          bankName: a.bank_name,
          accountType: a.account_type,
          accountNumber: a.account_number,
          holderName: a.holder_name,
          holderRuc: a.holder_ruc,
        })),
        instructions: bank.instructions,
        branding: brandingToProto(tenant.branding),
        notificationEmails: tenant.notificationEmails,
      };
    },
  };
}
