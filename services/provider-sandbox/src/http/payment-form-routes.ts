import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Provider } from '../domain/types.ts';
import type { Deps } from '../flows/deps.ts';
import {
  type PaymentView,
  showPaymentForm,
  submitPaymentCard,
  submitPaymentChallenge,
} from '../flows/payment-form.ts';
import type { PaymentSession } from '../store/records.ts';
import { cardFormPage, challengePage, expiredPage, notFoundPage, paymentResultPage } from './html/pages.ts';
import { cardFields, formField, relativeLinks, sendHtml } from './html-reply.ts';

type Params = { Params: { id: string } };

/** The buyer-facing pages of an iframe payment, the same for both providers. */
export function paymentFormRoutes(app: FastifyInstance, deps: Deps, provider: Provider): void {
  const find = (id: string) => deps.store.session(provider, id);

  app.get<Params>('/form/:id', async (request, reply) => {
    const session = find(request.params.id);
    if (!session) return sendHtml(reply, 404, notFoundPage);
    return render(reply, session, showPaymentForm(deps, session), 'root');
  });

  app.post<Params>('/form/:id/pay', async (request, reply) => {
    const session = find(request.params.id);
    if (!session) return sendHtml(reply, 404, notFoundPage);
    return render(reply, session, await submitPaymentCard(deps, session, cardFields(request.body)), 'step');
  });

  app.post<Params>('/form/:id/3ds', async (request, reply) => {
    const session = find(request.params.id);
    if (!session) return sendHtml(reply, 404, notFoundPage);
    const view = await submitPaymentChallenge(deps, session, formField(request.body, 'code'));
    return render(reply, session, view, 'step');
  });

  // A reload or a bookmarked step page lands back on the form instead of a 404.
  for (const step of ['pay', '3ds']) {
    app.get<Params>(`/form/:id/${step}`, async (request, reply) =>
      reply.redirect(`../${request.params.id}`, 303),
    );
  }
}

function render(reply: FastifyReply, session: PaymentSession, view: PaymentView, at: 'root' | 'step') {
  const links = relativeLinks(session.id, at, 'pay');
  switch (view.view) {
    case 'form':
      return sendHtml(reply, view.error ? 422 : 200, (nonce) =>
        cardFormPage({
          nonce,
          heading: 'Pagar con tarjeta',
          amount: session.amount,
          action: links.submit,
          submitLabel: 'Pagar',
          error: view.error,
        }),
      );
    case 'challenge':
      return sendHtml(reply, view.error ? 422 : 200, (nonce) =>
        challengePage({ nonce, action: links.challenge, error: view.error }),
      );
    case 'expired':
      return sendHtml(reply, 410, expiredPage);
    case 'result':
      return sendHtml(reply, 200, (nonce) =>
        paymentResultPage({
          nonce,
          sessionId: session.id,
          status: view.attempt.decision.status,
          reason: view.attempt.decision.reason,
          operationNumber: view.attempt.operation.operationNumber,
          retryHref: links.form,
        }),
      );
  }
}
