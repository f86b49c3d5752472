import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { html, scriptJson, trusted } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const reference = '<script>alert("x")</script>';
    assert.equal(
      html`<p>${reference}</p>`.toString(),
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    );
  });

  it('escapes quotes so a value cannot leave an attribute', () => {
    assert.equal(html`<a title="${`" onclick='x'`}">`.toString(), '<a title="&quot; onclick=&#39;x&#39;">');
    assert.equal(html`<a title="${'a&b`c'}">`.toString(), '<a title="a&amp;b&#96;c">');
  });

  it('nests fragments without escaping them twice', () => {
    const inner = html`<b>${'<i>'}</b>`;
    assert.equal(html`<p>${inner}</p>`.toString(), '<p><b>&lt;i&gt;</b></p>');
  });

  it('joins arrays and drops null, undefined and false', () => {
    assert.equal(html`${['<', html`<br>`]}|${null}|${undefined}|${false}|${0}`.toString(), '&lt;<br>||||0');
  });

  it('passes trusted constants through', () => {
    assert.equal(html`<style>${trusted('a>b{}')}</style>`.toString(), '<style>a>b{}</style>');
  });
});

describe('scriptJson', () => {
  it('cannot close the script element', () => {
    const json = scriptJson({ reference: '</script><script>alert(1)</script>', amount: 5n }).toString();
    assert.doesNotMatch(json, /<\/script/i);
    assert.deepEqual(JSON.parse(json), { reference: '</script><script>alert(1)</script>', amount: '5' });
  });
});
