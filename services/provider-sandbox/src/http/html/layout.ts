import { escapeHtml } from './escape.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}
main{max-width:380px;margin:0 auto;padding:24px 20px}
h1{font-size:1.25rem;margin:0 0 12px}
p{margin:0 0 12px}
.amount{font-size:1.5rem;font-weight:600}
.error{color:#b42318;background:#fef3f2;border:1px solid #fecdca;border-radius:6px;padding:8px 10px}
label{display:block;font-size:.875rem;margin:12px 0 4px}
input{width:100%;padding:10px;border:1px solid #cbd2d9;border-radius:6px;font:inherit}
.row{display:flex;gap:10px}.row>div{flex:1}
button{width:100%;margin-top:18px;padding:12px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.ok{color:#067647}.ko{color:#b42318}
.muted{color:#616e7c;font-size:.875rem}
`;

export type PageParts = {
  title: string;
  nonce: string;
  /** Extra attributes on <body>, the hooks browser tests select on. */
  data: Record<string, string>;
  content: string;
  script?: string;
};

export function layout(parts: PageParts): string {
  const attributes = Object.entries(parts.data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const script = parts.script ? `<script nonce="${parts.nonce}">${parts.script}</script>` : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(parts.title)}</title>
<style nonce="${parts.nonce}">${STYLE}</style>
</head>
<body${attributes}>
<main>
${parts.content}
</main>
${script}
</body>
</html>
`;
}
