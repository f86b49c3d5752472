import { html, type SafeHtml, trusted } from '@gateway/shared/html.ts';
import { STYLE } from './style.ts';

export type LayoutParts = {
  title: string;
  nonce: string;
  /** data-* attributes on <body>: the hooks the browser tests select on. */
  data: Record<string, string>;
  content: SafeHtml;
  script?: SafeHtml;
};

export function layout(parts: LayoutParts): string {
  const attributes = Object.entries(parts.data).map(([name, value]) => html` data-${name}="${value}"`);
  const script = parts.script ? html`<script nonce="${parts.nonce}">${parts.script}</script>` : null;
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${parts.title}</title>
<style nonce="${parts.nonce}">${trusted(STYLE)}</style>
</head>
<body${attributes}>
<main>
${parts.content}
</main>
${script}
</body>
</html>
`.toString();
}
