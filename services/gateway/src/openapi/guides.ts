// The guides merchants read before the reference; rendered at /docs from info.description.
export const GUIDES = `
Card payments through \`provider_a\` and \`provider_b\` (embedded iframe checkout with 3DS, saved
cards), bank transfers (\`transferencia\`) reviewed by an operator, customers and hosted checkout,
for merchants in Paraguay. The only currency is \`PYG\`; amounts are sent as whole guaraníes
(integers) and returned as decimal strings (\`"150000.00"\`).

## Authentication and environments

Send \`Authorization: Bearer <API key>\` on every call. A \`sk_test_…\` key works on test data and
the simulated processors; a \`sk_live_…\` key on live data. The same base URL serves both; no
resource of one environment or of another merchant is ever visible (\`404 NOT_FOUND\`).

## Errors

Every error is \`{"error": {"code", "message", "details"?, "request_id"}}\` with a closed set of
codes (see the \`Error\` schema). \`422 VALIDATION_FAILED\` names each field in
\`error.details.fields\`, unknown fields included. Every answer carries a \`Request-Id\` header
equal to \`error.request_id\`.

## Idempotency

\`reference\` is the idempotency key of \`POST /v1/payments\` and \`POST /v1/cards/{id}/charge\`,
unique per merchant and environment. Sending the same reference with the same body returns the
original payment with \`200\` (never a second charge), even if it failed; a different amount,
currency, provider or card answers \`409 REFERENCE_ALREADY_USED\`. Concurrent requests with one
reference resolve to one charge. After a timeout or a \`5xx\`, retry with the same reference.

## Pagination

Lists return \`{"data": [...], "meta": {"next_cursor", "prev_cursor", "per_page"}}\`, newest
first. Pass \`cursor=<next_cursor>\` for the next page; \`next_cursor: null\` is the end.
Date filters accept \`YYYY-MM-DD\` (Paraguay time) or full ISO 8601.

## Dates and times

Every datetime in an answer and in a webhook body (\`created_at\`, \`expires_at\`, every field
ending in \`_at\`, your own metadata aside) is ISO 8601 in Paraguay time with its UTC offset and
milliseconds: \`2026-11-24T10:15:00.000-03:00\`. Paraguay has kept UTC-03:00 all year since
October 2024; an instant from before carries the offset then in force (\`-04:00\` in the old
winter time). Parse them as instants with any ISO 8601 library rather than comparing them as text
with values you stored in another form. A webhook and the API show one instant as the same string.

## Rate limits

Each API key has a per-second budget. Every answer reports it in \`RateLimit-Limit\`,
\`RateLimit-Remaining\` and \`RateLimit-Reset\`; past it the answer is \`429 RATE_LIMITED\` with
\`Retry-After\` (seconds).

## Hosted checkout

Without a front end of your own, create a session and send the buyer to its \`url\`:

\`\`\`http
POST /v1/checkout-sessions
{"reference": "order-1001", "amount": 150000, "currency": "PYG",
 "success_url": "https://shop.example.com/gracias", "cancel_url": "https://shop.example.com/carrito"}
\`\`\`

The page shows your branding (trade name, logo, colour), the order and a countdown
(\`expires_in\`, 60 to 86400 s, default 3600), lets the buyer pick a method and pay, and sends
them back with \`status\` (\`completed\` or \`pending\` to \`success_url\`; \`failed\`,
\`cancelled\` or \`expired\` to \`cancel_url\`), \`reference\` and \`checkout_session_id\`.
The query string is not proof of payment: each attempt is a payment with your \`reference\` and
the session's \`checkout_session_id\`, reported by its own webhooks; reconcile by reference.
The same reference returns the open session (\`200\`); once it completed or expired, a new one
is created (\`201\`). There is no GET, list or cancel of a session.

## Test mode and helpers

With a test key, \`/v1/test-helpers/...\` stands in for the buyer and the processor, through the
same code paths as the real events: \`payments/{id}/approve\`, \`decline\` (\`{reason?}\`),
\`expire\`, \`settle\` (a later reverse then fails with provider code \`90019\`),
\`cards/{id}/register\` (\`{number?}\`), \`cards/{id}/fail\` and \`checkout-sessions/{id}/expire\`.
Live keys get \`404\` there.

## Sandbox cards

| Number | In the iframe | Charged as a saved card |
|---|---|---|
| 4111 1111 1111 1111 | approved | approved |
| 4000 0000 0000 0002 | declined, \`card_declined\` | — |
| 4000 0000 0000 9995 | declined, \`insufficient_funds\` | — |
| 4000 0027 6000 3184 | 3DS challenge: \`123456\` passes, anything else fails | approved |
| 4000 0000 0000 0341 | registers fine | declined, \`card_declined\` |

Any future expiry date and any 3-digit CVV are accepted.

## Webhooks

Results also arrive as \`POST\` requests to the endpoints you register
(\`/v1/webhook-endpoints\`). The body is flat: \`{"event": "payment.confirmed", "payment_id",
"reference", "payment_method", "amount", "currency", "metadata", "customer_id",
"expires_at": "2026-11-24T10:30:00.000-03:00", ...}\`. Requests
are signed with [Standard Webhooks](https://www.standardwebhooks.com): headers \`webhook-id\`
(equal to \`X-Gateway-Event-Id\`, the event's id: deduplicate on it), \`webhook-timestamp\` and
\`webhook-signature\` (\`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">\` keyed with the
base64 part of your \`whsec_…\` secret; two signatures during a secret rotation). Verify with any
Standard Webhooks library, for example in Node:

\`\`\`js
import { Webhook } from 'standardwebhooks';
const payload = new Webhook(secret.replace(/^whsec_/, '')).verify(rawBody, headers);
\`\`\`

Answer any \`2xx\` within 15 s. Anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
14 h, 20 h and 24 h, honouring \`Retry-After\`; \`410\` disables the endpoint. Events form a state
stream per resource: the last one received wins. \`GET /v1/events\` lists them with their delivery
attempts.
`.trim();
