import type { Delivery, Endpoint, Event } from '@gateway/proto/webhooks/v1/webhooks_pb';
import { html, type SafeHtml } from '@gateway/shared/html.ts';
import { csrf, type Frame, page, when } from './layout.ts';

const problem = (message?: string) => (message ? html`<p class="error" role="alert">${message}</p>` : '');

/** An endpoint's secret, in the one response that has it. */
export interface ShownSecret {
  endpointId: string;
  secret: string;
  rotated: boolean;
}

function deliveryLine(d: Delivery, urls: Map<string, string>): SafeHtml {
  const last = d.attempts.at(-1);
  const outcome = last
    ? last.statusCode
      ? `HTTP ${last.statusCode}`
      : (last.error ?? 'no answer')
    : 'not tried yet';
  return html`<li data-delivery-status="${d.status}"><strong>${d.status}</strong> to ${urls.get(d.endpointId) ?? d.endpointId}:
${d.attempts.length} attempt${d.attempts.length === 1 ? '' : 's'}, last ${outcome}${d.nextAttemptAt ? html`, next ${when(d.nextAttemptAt)}` : ''}</li>`;
}

function redeliverForm(frame: Frame, event: Event, returnTo: string): SafeHtml {
  return html`<form class="inline" method="post" action="/dashboard/events/${event.id}/redeliver">${csrf(frame.session)}
<input type="hidden" name="return_to" value="${returnTo}"><button>Redeliver</button></form>`;
}

function eventRows(frame: Frame, events: Event[], urls: Map<string, string>, returnTo: string): SafeHtml {
  return html`<table><thead><tr><th>When</th><th>Event</th><th>Deliveries</th><th></th></tr></thead><tbody>
${events.map(
  (
    e,
  ) => html`<tr data-event="${e.id}" data-type="${e.type}"><td>${when(e.createdAt)}</td><td>${e.type}<br><small>${e.id}</small>
${e.paymentId ? html`<br><a href="/dashboard/payments/${e.paymentId}">${e.paymentId}</a>` : ''}</td>
<td>${e.deliveries.length ? html`<ul>${e.deliveries.map((d) => deliveryLine(d, urls))}</ul>` : 'no endpoint subscribed'}</td>
<td>${redeliverForm(frame, e, returnTo)}</td></tr>`,
)}</tbody></table>`;
}

/** A payment's events in order, each with its webhook deliveries: what the merchant's server was told. */
export function timelineOf(frame: Frame, events: Event[], paymentId: string): SafeHtml {
  const ordered = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return html`<div class="card" data-testid="timeline"><h2>Timeline</h2>
${ordered.length === 0 ? html`<p>No event yet.</p>` : eventRows(frame, ordered, new Map(), `/dashboard/payments/${paymentId}`)}</div>`;
}

export function webhooksPage(
  frame: Frame,
  view: {
    endpoints: Endpoint[];
    types: string[];
    events: Event[];
    shown?: ShownSecret | undefined;
    message?: string | undefined;
    draft?: { url: string; description: string; events: string[] } | undefined;
  },
): string {
  const s = frame.session;
  const urls = new Map(view.endpoints.map((e) => [e.id, e.url]));
  const draft = view.draft ?? { url: '', description: '', events: ['*'] };
  return page(
    'Webhooks',
    html`${problem(view.message)}${
      view.shown
        ? html`<div class="notice"><p>${view.shown.rotated ? 'The new signing secret' : 'The signing secret'} of endpoint ${view.shown.endpointId}. It is shown this once: store it with your webhook handler now.</p>
<p class="secret" id="endpoint-secret" data-testid="endpoint-secret">${view.shown.secret}</p><button type="button" data-copy="endpoint-secret">Copy</button></div>`
        : ''
    }
<h2>Endpoints (${s.environment})</h2>
${
  view.endpoints.length === 0
    ? html`<p>No endpoint yet: events are kept and listed below, but nobody is told.</p>`
    : html`<table><thead><tr><th>URL</th><th>Events</th><th>Status</th><th>Created</th><th></th></tr></thead><tbody>
${view.endpoints.map(
  (
    e,
  ) => html`<tr data-endpoint="${e.id}"><td>${e.url}${e.description ? html`<br><small>${e.description}</small>` : ''}<br><small>${e.id}</small></td>
<td>${e.events.includes('*') ? 'all events' : e.events.join(', ')}</td><td>${e.status}</td><td>${when(e.createdAt)}</td>
<td><form class="inline" method="post" action="/dashboard/webhooks/${e.id}/rotate" data-confirm="Rotate the secret? Deliveries are signed with the new one from now on.">${csrf(s)}<button>Rotate secret</button></form>
<form class="inline" method="post" action="/dashboard/webhooks/${e.id}/delete" data-confirm="Delete this endpoint? It receives nothing more.">${csrf(s)}<button>Delete</button></form></td></tr>`,
)}</tbody></table>`
}
<div class="card"><h2>Add an endpoint</h2>
<form method="post" action="/dashboard/webhooks">${csrf(s)}
<label>URL ${s.environment === 'live' ? '(https, a public address)' : ''} <input name="url" type="url" size="60" required value="${draft.url}"></label>
<label>Description <input name="description" maxlength="500" value="${draft.description}"></label>
<fieldset><legend>Events</legend>
<label><input type="checkbox" name="events" value="*"${draft.events.includes('*') ? html` checked` : ''}> All events, including those added later</label>
${view.types.map((t) => html`<label><input type="checkbox" name="events" value="${t}"${draft.events.includes(t) ? html` checked` : ''}> ${t}</label>`)}
</fieldset><button>Add endpoint</button></form></div>
<h2>Recent events</h2>
${view.events.length === 0 ? html`<p>No event yet.</p>` : eventRows(frame, view.events, urls, '/dashboard/webhooks')}`,
    frame,
  );
}
