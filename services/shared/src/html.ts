const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => ENTITIES[char]!);
}

/** Markup that is already safe: the output of `html`, or one of our own constants via `trusted`. */
export class SafeHtml {
  readonly value: string;

  constructor(value: string) {
    this.value = value;
  }

  toString(): string {
    return this.value;
  }
}

/**
 * The only way views build markup: every interpolated value is escaped unless it is
 * SafeHtml already; arrays are joined; null, undefined and false render as nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** For our own constant CSS and script only; never for data. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** JSON for an inline script: nothing in it can close the tag or start markup. */
export function scriptJson(value: unknown): SafeHtml {
  const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new SafeHtml(json);
}
