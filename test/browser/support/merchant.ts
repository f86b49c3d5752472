// A merchant site on 127.0.0.1: one page that embeds a checkout_url and records every message
// it receives, and the page the frame returns to.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MerchantSite {
  origin: string;
  /** The page embedding `checkoutUrl` in an iframe with id `checkout`. */
  pageUrl(checkoutUrl: string): string;
  returnUrl(query?: string): string;
  close(): Promise<void>;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function embeddingPage(checkoutUrl: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Tienda</title></head>
<body>
<h1>Tienda de prueba</h1>
<iframe id="checkout" src="${escapeAttr(checkoutUrl)}" allow="payment" width="480" height="760"></iframe>
<script>
window.received = [];
window.addEventListener('message', function (event) {
  window.received.push({ origin: event.origin, data: event.data });
});
</script>
</body></html>`;
}

export async function startMerchant(): Promise<MerchantSite> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/shop') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(embeddingPage(url.searchParams.get('checkout') ?? ''));
      return;
    }
    if (url.pathname === '/return') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><body><h1 id="returned">De vuelta en la tienda</h1></body></html>');
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageUrl: (checkoutUrl) => `${origin}/shop?checkout=${encodeURIComponent(checkoutUrl)}`,
    returnUrl: (query = '') => `${origin}/return${query}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
