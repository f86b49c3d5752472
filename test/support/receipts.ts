import type { Stack } from './stack.ts';

export interface UploadResult {
  status: number;
  json: any;
  text: string;
}

/** POST /v1/payments/{id}/receipt as a merchant's server would send it: a real multipart form. */
export async function uploadReceipt(
  stack: Stack,
  key: string | undefined,
  paymentId: string,
  file: { bytes: Uint8Array; type: string; name: string } | null,
  fields: Record<string, string> = {},
): Promise<UploadResult> {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers: Record<string, string> = {};
  if (key) headers['authorization'] = `Bearer ${key}`;
  const res = await fetch(`${stack.baseUrl}/v1/payments/${paymentId}/receipt`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

export async function download(url: string, key: string | undefined) {
  const res = await fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
