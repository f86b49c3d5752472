import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ShownSecret, webhooksPage } from '../views/webhook-pages.ts';
import { type Form, field, fields, type RouteKit, refusal } from './kit.ts';
import type { RouteDeps } from './routes.ts';

/** Only a page of this dashboard: never an open redirect. */
function backTo(value: string): string {
  return /^\/dashboard\/[\w/-]*$/.test(value) ? value : '/dashboard/webhooks';
}

/** Webhook endpoints (create, rotate, delete) and recent events with their deliveries (redeliver). */
export function webhookRoutes(app: FastifyInstance, deps: RouteDeps, kit: RouteKit): void {
  const { webhooks } = deps;
  const { scope, frame, send, audit } = kit;

  const show = async (
    req: FastifyRequest,
    reply: FastifyReply,
    extra: {
      shown?: ShownSecret;
      message?: string;
      draft?: { url: string; description: string; events: string[] };
    } = {},
    status = 200,
  ) => {
    const s = scope(req.operator!);
    const [endpoints, types, events] = await Promise.all([
      webhooks.listEndpoints({ scope: s, perPage: 100 }),
      webhooks.listEventTypes({}),
      webhooks.listEvents({ scope: s, perPage: 25, withDeliveries: true }),
    ]);
    return send(
      reply,
      webhooksPage(frame(req), {
        endpoints: endpoints.endpoints,
        types: types.types,
        events: events.events,
        ...extra,
      }),
      status,
    );
  };

  app.get('/dashboard/webhooks', (req, reply) => show(req, reply));

  app.post('/dashboard/webhooks', async (req, reply) => {
    const form = req.body as Form;
    const chosen = fields(form, 'events');
    const draft = { url: field(form, 'url'), description: field(form, 'description'), events: chosen };
    const allEvents = chosen.length === 0 || chosen.includes('*');
    try {
      const { endpoint } = await webhooks.createEndpoint({
        scope: scope(req.operator!),
        url: draft.url,
        events: allEvents ? [] : chosen,
        allEvents,
        description: draft.description || undefined,
      });
      await audit(req.operator!, 'webhook_endpoint.created', endpoint!.id, {
        url: endpoint!.url,
        events: endpoint!.events,
      });
      return show(req, reply, {
        shown: { endpointId: endpoint!.id, secret: endpoint!.secret!, rotated: false },
      });
    } catch (err) {
      const refused = refusal(err);
      if (refused) return show(req, reply, { message: refused, draft }, 422);
      throw err;
    }
  });

  app.post('/dashboard/webhooks/:id/rotate', async (req, reply) => {
    const { id } = req.params as { id: string };
    const { endpoint } = await webhooks.rotateEndpointSecret({ scope: scope(req.operator!), id });
    await audit(req.operator!, 'webhook_endpoint.secret_rotated', id, { url: endpoint!.url });
    return show(req, reply, { shown: { endpointId: id, secret: endpoint!.secret!, rotated: true } });
  });

  app.post('/dashboard/webhooks/:id/delete', async (req, reply) => {
    const { id } = req.params as { id: string };
    const { endpoint } = await webhooks.getEndpoint({ scope: scope(req.operator!), id });
    await webhooks.deleteEndpoint({ scope: scope(req.operator!), id });
    await audit(req.operator!, 'webhook_endpoint.deleted', id, { url: endpoint!.url });
    return reply.redirect('/dashboard/webhooks', 303);
  });

  app.post('/dashboard/events/:id/redeliver', async (req, reply) => {
    const { id } = req.params as { id: string };
    const { event } = await webhooks.redeliverEvent({ scope: scope(req.operator!), id });
    await audit(req.operator!, 'event.redelivered', id, { type: event!.type });
    return reply.redirect(backTo(field(req.body as Form, 'return_to')), 303);
  });
}
