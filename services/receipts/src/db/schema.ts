import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

export interface ReceiptsTable {
  id: string;
  tenant_id: string;
  environment: string;
  payment_id: string;
  status: string;
  content_type: string;
  size: ColumnType<string, number, number>;
  original_content_type: string;
  original_size: ColumnType<string, number, number>;
  width: number | null;
  height: number | null;
  notes: string | null;
  file_key: string;
  thumbnail_key: string | null;
  created_at: Timestamp;
  attached_at: ColumnType<Date | null, Date | null, Date | null>;
}

export interface BlobsTable {
  key: string;
  content: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The tables of schema `receipts`. */
export interface ReceiptsDatabase {
  receipts: ReceiptsTable;
  blobs: BlobsTable;
}
