/** A server-to-server reply: the wire status and body, plus the reference the call log files it under. */
export type Answer = { status: number; body: unknown; merchantReference: string | null };

export function errorAnswer(
  status: number,
  message: string,
  merchantReference: string | null,
  extra: Record<string, string> = {},
): Answer {
  return { status, body: { error: { message, ...extra } }, merchantReference };
}
