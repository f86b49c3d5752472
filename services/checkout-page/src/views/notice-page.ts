import type { Notice } from '../domain/notice.ts';
import { html } from '@gateway/shared/html.ts';
import { layout } from './layout.ts';

/** Expired, closed, unknown or unavailable: an explanation and no form. */
export function noticePage(notice: Notice, nonce: string): string {
  const link = notice.link
    ? html`<p class="actions"><a id="back" class="button" href="${notice.link.href}">${notice.link.label}</a></p>`
    : null;
  return layout({
    title: notice.title,
    nonce,
    data: { page: 'notice', notice: notice.kind },
    content: html`<section class="panel">
<h1>${notice.title}</h1>
<p>${notice.message}</p>
${link}
</section>`,
  });
}
