import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { GetTenantSettingsResponse as GetTenantSettingsResponseMessage } from '@gateway/proto/accounts/v1/accounts_pb';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keysPage } from '../views/pages.ts';
import { type SettingsSection, settingsPage } from '../views/settings-pages.ts';
import { type Form, field, fields, type RouteKit, refusal } from './kit.ts';
import type { RouteDeps } from './routes.ts';

type GetTenantSettingsResponse = Named<GetTenantSettingsResponseMessage>;

// The accounts service refuses more; this stops a bigger upload before it is read whole.
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

const ACCOUNT_FIELDS = ['bank_name', 'account_type', 'account_number', 'holder_name', 'holder_ruc'] as const;

/** The submitted account rows, in order, without the rows left wholly blank. */
function accountRows(form: Form) {
  const columns = ACCOUNT_FIELDS.map((name) => fields(form, name));
  const count = Math.max(...columns.map((c) => c.length));
  const rows = Array.from({ length: count }, (_, i) => ({
    bankName: (columns[0]![i] ?? '').trim(),
    accountType: (columns[1]![i] ?? '').trim(),
    accountNumber: (columns[2]![i] ?? '').trim(),
    holderName: (columns[3]![i] ?? '').trim(),
    holderRuc: (columns[4]![i] ?? '').trim(),
  }));
  return rows.filter((r) => Object.values(r).some((v) => v !== ''));
}

/** API keys, branding, bank accounts and operator e-mails: the tenant's settings in accounts. */
export function settingsRoutes(app: FastifyInstance, deps: RouteDeps, kit: RouteKit): void {
  const { accounts } = deps;
  const { frame, send, audit } = kit;

  const showKeys = async (
    req: FastifyRequest,
    reply: FastifyReply,
    created?: { keyId: string; secret: string },
  ) => {
    const s = req.operator!;
    const { keys } = await accounts.listApiKeys({ tenantId: s.tenantId, environment: s.environment });
    return send(reply, keysPage(frame(req), keys, created));
  };
  app.get('/dashboard/api-keys', (req, reply) => showKeys(req, reply));
  app.post('/dashboard/api-keys', async (req, reply) => {
    const s = req.operator!;
    const { key } = await accounts.createApiKey({ tenantId: s.tenantId, environment: s.environment });
    await audit(s, 'api_key.created', key!.keyId);
    return showKeys(req, reply, { keyId: key!.keyId, secret: key!.secret });
  });
  app.post('/dashboard/api-keys/:id/revoke', async (req, reply) => {
    const s = req.operator!;
    const { id } = req.params as { id: string };
    await accounts.revokeApiKey({ keyId: id, tenantId: s.tenantId });
    await audit(s, 'api_key.revoked', id);
    return reply.redirect('/dashboard/api-keys', 303);
  });

  const settingsOf = (req: FastifyRequest) =>
    accounts.getTenantSettings({ tenantId: req.operator!.tenantId, environment: req.operator!.environment });
  app.get('/dashboard/settings', async (req, reply) =>
    send(reply, settingsPage(frame(req), await settingsOf(req))),
  );

  /**
   * Applies one section's change; a refused change is shown beside the operator's own input (kept
   * in `draft`) with 422, and an accepted one is audited with what was set.
   */
  const save = async (
    req: FastifyRequest,
    reply: FastifyReply,
    section: SettingsSection,
    change: () => Promise<Record<string, unknown>>,
    draft: (settings: GetTenantSettingsResponse) => GetTenantSettingsResponse,
  ) => {
    try {
      const detail = await change();
      await audit(
        req.operator!,
        `settings.${section.replace('-', '_')}_changed`,
        req.operator!.tenantId,
        detail,
      );
      return send(
        reply,
        settingsPage(frame(req), await settingsOf(req), { section, ok: true, message: 'Saved.' }),
      );
    } catch (err) {
      const refused = refusal(err);
      if (!refused) throw err;
      return send(
        reply,
        settingsPage(frame(req), draft(await settingsOf(req)), { section, ok: false, message: refused }),
        422,
      );
    }
  };

  app.post('/dashboard/settings/branding', (req, reply) => {
    const form = req.body as Form;
    const submitted = {
      tradeName: field(form, 'trade_name'),
      logoUrl: field(form, 'logo_url'),
      primaryColor: field(form, 'primary_color'),
    };
    return save(
      req,
      reply,
      'branding',
      async () => {
        const { branding } = await accounts.setBranding({ tenantId: req.operator!.tenantId, ...submitted });
        return {
          trade_name: branding!.tradeName,
          logo_url: branding!.logoUrl,
          color: branding!.primaryColor,
        };
      },
      (settings) => ({ ...settings, branding: { ...settings.branding!, ...submitted } }),
    );
  });

  // Multipart only here, in its own scope; the session was checked before the body is read, and
  // the limits bound what a signed-in operator can send (the accounts service has the image rules).
  app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.post('/dashboard/settings/logo', (req, reply) => {
      const upload = (req.body as Record<string, unknown> | undefined)?.['logo'];
      const content = Buffer.isBuffer(upload) ? upload : Buffer.alloc(0);
      return save(
        req,
        reply,
        'branding',
        async () => {
          const { branding } = await accounts.setLogo({ tenantId: req.operator!.tenantId, content });
          return { logo_url: branding!.logoUrl, uploaded_bytes: content.length };
        },
        (settings) => settings,
      );
    });
  });

  app.post('/dashboard/settings/bank-accounts', (req, reply) => {
    const form = req.body as Form;
    const rows = accountRows(form);
    const instructions = field(form, 'instructions');
    return save(
      req,
      reply,
      'bank-accounts',
      async () => {
        await accounts.setBankAccounts({
          tenantId: req.operator!.tenantId,
          bankAccounts: rows,
          instructions,
        });
        return { accounts: rows.map((r) => `${r.bankName} ${r.accountNumber}`) };
      },
      (settings) => ({
        ...settings,
        bankAccounts: rows.map((r) => ({ ...r, $typeName: 'gateway.accounts.v1.BankAccount' as const })),
        instructions,
      }),
    );
  });

  app.post('/dashboard/settings/notifications', (req, reply) => {
    const emails = field(req.body as Form, 'emails')
      .split(/[\s,;]+/)
      .filter(Boolean);
    return save(
      req,
      reply,
      'notifications',
      async () => ({
        emails: (await accounts.setNotificationEmails({ tenantId: req.operator!.tenantId, emails })).emails,
      }),
      (settings) => ({ ...settings, notificationEmails: emails }),
    );
  });
}
