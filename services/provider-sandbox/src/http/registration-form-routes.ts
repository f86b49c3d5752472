import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../flows/deps.ts';
import {
  type RegistrationView,
  showRegistrationForm,
  submitRegistrationCard,
  submitRegistrationChallenge,
} from '../flows/registration-form.ts';
import type { Registration } from '../store/records.ts';
import {
  cardFormPage,
  challengePage,
  expiredPage,
  notFoundPage,
  registrationResultPage,
} from './html/pages.ts';
import { cardFields, formField, relativeLinks, sendHtml } from './html-reply.ts';

type Params = { Params: { id: string } };

/** provider_a's saved-card registration pages: card form, mandatory 3DS, result. */
export function registrationFormRoutes(app: FastifyInstance, deps: Deps): void {
  const find = (id: string) => deps.store.registration(id);

  app.get<Params>('/registration-form/:id', async (request, reply) => {
    const registration = find(request.params.id);
    if (!registration) return sendHtml(reply, 404, notFoundPage);
    return render(reply, registration, showRegistrationForm(deps, registration), 'root');
  });

  app.post<Params>('/registration-form/:id/register', async (request, reply) => {
    const registration = find(request.params.id);
    if (!registration) return sendHtml(reply, 404, notFoundPage);
    const view = await submitRegistrationCard(deps, registration, cardFields(request.body));
    return render(reply, registration, view, 'step');
  });

  app.post<Params>('/registration-form/:id/3ds', async (request, reply) => {
    const registration = find(request.params.id);
    if (!registration) return sendHtml(reply, 404, notFoundPage);
    const view = await submitRegistrationChallenge(deps, registration, formField(request.body, 'code'));
    return render(reply, registration, view, 'step');
  });

  for (const step of ['register', '3ds']) {
    app.get<Params>(`/registration-form/:id/${step}`, async (request, reply) =>
      reply.redirect(`../${request.params.id}`, 303),
    );
  }
}

function render(
  reply: FastifyReply,
  registration: Registration,
  view: RegistrationView,
  at: 'root' | 'step',
) {
  const links = relativeLinks(registration.id, at, 'register');
  switch (view.view) {
    case 'form':
      return sendHtml(reply, view.error ? 422 : 200, (nonce) =>
        cardFormPage({
          nonce,
          heading: 'Registrar tarjeta',
          amount: null,
          action: links.submit,
          submitLabel: 'Registrar tarjeta',
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
        registrationResultPage({
          nonce,
          registrationId: registration.id,
          status: view.attempt.status,
          reason: view.attempt.reason,
          retryHref: links.form,
        }),
      );
  }
}
