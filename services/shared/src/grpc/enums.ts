import type { DescEnum, DescField, DescMessage } from '@bufbuild/protobuf';
import {
  Environment,
  EnvironmentSchema,
  PaymentStatus,
  PaymentStatusSchema,
  Provider,
  ProviderSchema,
} from '@gateway/proto/common/v1/common_pb';
import { validationError } from '../errors.ts';
import {
  type EnvironmentName,
  PAYMENT_STATUSES,
  type PaymentStatusName,
  PROVIDERS,
  type ProviderName,
} from '../names.ts';

// The common enums cross gRPC as numbers, while the public API, the events and the database
// speak the lowercase names. The client and the server adapters convert every field of these
// types (at any depth) here, so a handler receives, and returns, the names it always had.

interface Codec {
  byName: ReadonlyMap<string, number>;
  byNumber: ReadonlyMap<number, string>;
  problem: string;
}

function codec<N extends string>(desc: DescEnum, table: Record<N, number>, problem: string): Codec {
  const byName = new Map<string, number>(Object.entries<number>(table));
  const byNumber = new Map([...byName].map(([name, value]) => [value, name] as const));
  // A value added to the proto without a name here would otherwise fail every call that carries it.
  for (const value of desc.values)
    if (value.number !== 0 && !byNumber.has(value.number))
      throw new Error(`${desc.typeName}.${value.name} has no name in grpc/enums.ts`);
  return { byName, byNumber, problem };
}

const oneOf = (names: readonly string[]) => `must be one of ${names.join(', ')}`;

const CODECS = new Map<string, Codec>([
  [
    EnvironmentSchema.typeName,
    codec<EnvironmentName>(
      EnvironmentSchema,
      { test: Environment.TEST, live: Environment.LIVE },
      'must be test or live',
    ),
  ],
  [
    ProviderSchema.typeName,
    codec<ProviderName>(
      ProviderSchema,
      {
        provider_a: Provider.PROVIDER_A,
        provider_b: Provider.PROVIDER_B,
        transferencia: Provider.TRANSFERENCIA,
      },
      oneOf(PROVIDERS),
    ),
  ],
  [
    PaymentStatusSchema.typeName,
    codec<PaymentStatusName>(
      PaymentStatusSchema,
      {
        pending: PaymentStatus.PENDING,
        processing: PaymentStatus.PROCESSING,
        confirmed: PaymentStatus.CONFIRMED,
        failed: PaymentStatus.FAILED,
        rejected: PaymentStatus.REJECTED,
        receipt_uploaded: PaymentStatus.RECEIPT_UPLOADED,
        expired: PaymentStatus.EXPIRED,
        cancelled: PaymentStatus.CANCELLED,
        reversed: PaymentStatus.REVERSED,
      },
      oneOf(PAYMENT_STATUSES),
    ),
  ],
]);

type Problems = Record<string, string[]>;
type Direction = 'toNames' | 'toWire';

const codecOf = (field: DescField): Codec | undefined =>
  field.fieldKind === 'enum' || (field.fieldKind === 'list' && field.listKind === 'enum')
    ? CODECS.get(field.enum.typeName)
    : undefined;

function convertValue(c: Codec, value: unknown, direction: Direction): unknown {
  if (direction === 'toNames') return typeof value === 'number' ? c.byNumber.get(value) : undefined;
  return typeof value === 'string' ? c.byName.get(value) : undefined;
}

const carrying = new Map<string, boolean>();

/**
 * Whether a message type holds a common enum at any depth, decided once per type: most messages
 * hold none, and they then cross without being walked or copied.
 */
function carriesEnums(desc: DescMessage, visiting = new Set<string>()): boolean {
  const known = carrying.get(desc.typeName);
  if (known !== undefined) return known;
  // A type reached again through itself adds nothing the first visit does not see.
  if (visiting.has(desc.typeName)) return false;
  visiting.add(desc.typeName);
  const found = desc.fields.some(
    (field) =>
      codecOf(field) !== undefined ||
      ((field.fieldKind === 'message' || (field.fieldKind === 'list' && field.listKind === 'message')) &&
        carriesEnums(field.message, visiting)),
  );
  visiting.delete(desc.typeName);
  if (visiting.size === 0 || found) carrying.set(desc.typeName, found);
  return found;
}

/** A copy of `message` with every common enum converted; what cannot be converted is a problem. */
function convert(
  desc: DescMessage,
  message: unknown,
  direction: Direction,
  path: string,
  problems: Problems,
) {
  if (message === null || typeof message !== 'object' || !carriesEnums(desc)) return message;
  const source = message as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  for (const field of desc.fields) {
    const value = source[field.localName];
    if (value === undefined) continue;
    const at = `${path}${field.name}`;
    const c = codecOf(field);
    if (c && field.fieldKind === 'list') {
      const items = (value as unknown[]).map((item) => convertValue(c, item, direction));
      if (items.some((item) => item === undefined)) problems[at] = [c.problem];
      out[field.localName] = items;
    } else if (c) {
      // An empty name from a caller means "not given", as it does for an optional string.
      if (direction === 'toWire' && value === '' && field.proto.proto3Optional) {
        out[field.localName] = undefined;
        continue;
      }
      const converted = convertValue(c, value, direction);
      if (converted === undefined) problems[at] = [c.problem];
      out[field.localName] = converted;
    } else if (field.fieldKind === 'message') {
      out[field.localName] = convert(field.message, value, direction, `${at}.`, problems);
    } else if (field.fieldKind === 'list' && field.listKind === 'message') {
      out[field.localName] = (value as unknown[]).map((item, i) =>
        convert(field.message, item, direction, `${at}[${i}].`, problems),
      );
    }
  }
  return out;
}

function convertOrThrow(
  desc: DescMessage,
  message: unknown,
  direction: Direction,
  fail: (problems: Problems) => Error,
) {
  const problems: Problems = {};
  const converted = convert(desc, message, direction, '', problems);
  if (Object.keys(problems).length > 0) throw fail(problems);
  return converted;
}

/** A request as it arrived: an UNSPECIFIED or unknown value is the caller's INVALID_ARGUMENT. */
export const requestFromWire = (desc: DescMessage, message: unknown) =>
  convertOrThrow(desc, message, 'toNames', (problems) => validationError(problems));

/** A request a client is about to send: a name outside the set is the caller's own mistake. */
export const requestToWire = (desc: DescMessage, message: unknown) =>
  convertOrThrow(desc, message, 'toWire', (problems) => validationError(problems));

/** A handler's answer with a name outside the set is a bug of the server, never the caller's. */
export const responseToWire = (desc: DescMessage, message: unknown) =>
  convertOrThrow(
    desc,
    message,
    'toWire',
    (problems) => new Error(`${desc.typeName} holds values outside its enums: ${JSON.stringify(problems)}`),
  );

/** An answer whose enum a peer left unset or does not know is a broken peer, never the caller's. */
export const responseFromWire = (desc: DescMessage, message: unknown) =>
  convertOrThrow(
    desc,
    message,
    'toNames',
    (problems) =>
      new Error(`${desc.typeName} arrived with values outside its enums: ${JSON.stringify(problems)}`),
  );

type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

type NameOf<T> =
  Same<T, Environment> extends true
    ? EnvironmentName
    : Same<T, Provider> extends true
      ? ProviderName
      : Same<T, PaymentStatus> extends true
        ? PaymentStatusName
        : never;

/**
 * A generated message type as handlers and clients see it: the common enums as their names.
 * (A numeric enum and `number` are assignable both ways, hence the exact comparison.)
 */
export type Named<T> = [NameOf<Exclude<T, undefined>>] extends [never]
  ? T extends readonly (infer E)[]
    ? Named<E>[]
    : T extends Uint8Array | bigint | string | number | boolean | undefined | null
      ? T
      : T extends object
        ? { [K in keyof T]: Named<T[K]> }
        : T
  : NameOf<Exclude<T, undefined>> | Extract<T, undefined>;
