import type { Selectable } from 'kysely';
import type { CardStatus, Environment } from '../domain/card.ts';

export interface CardsTable {
  id: string;
  tenant_id: string;
  environment: Environment;
  customer_id: string;
  customer_external_id: string;
  provider: 'provider_a';
  status: CardStatus;
  brand: string | null;
  last_four: string | null;
  expires: string | null;
  registered_at: Date | null;
  deleted_at: Date | null;
  registration_id: string;
  registration_form_path: string;
  registration_token: string;
  registration_expires_at: Date;
  registration_attempt: number;
  target_origins: string[];
  return_url: string | null;
  token_key_id: string | null;
  token_sealed: Buffer | null;
  created_at: Date;
  updated_at: Date;
}

export type CardRow = Selectable<CardsTable>;

/** The tables of schema `cards` that this service queries through kysely. */
export interface CardsDatabase {
  cards: CardsTable;
}
