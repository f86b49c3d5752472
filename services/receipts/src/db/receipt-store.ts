import type { Kysely, Selectable } from 'kysely';
import type { ReceiptRepository } from '../domain/ports.ts';
import type { Environment, Receipt, ReceiptStatus, Scope, StoredType } from '../domain/receipt.ts';
import type { ReceiptsDatabase, ReceiptsTable } from './schema.ts';

type Db = Kysely<ReceiptsDatabase>;

export function createReceiptStore(db: Db): ReceiptRepository {
  const scoped = (scope: Scope) =>
    db
      .selectFrom('receipts')
      .selectAll()
      .where('tenant_id', '=', scope.tenantId)
      .where('environment', '=', scope.environment);

  return {
    async insertPending(r) {
      await db
        .insertInto('receipts')
        .values({
          id: r.id,
          tenant_id: r.tenantId,
          environment: r.environment,
          payment_id: r.paymentId,
          status: 'pending_attach',
          content_type: r.contentType,
          size: r.size,
          original_content_type: r.originalContentType,
          original_size: r.originalSize,
          width: r.width,
          height: r.height,
          notes: r.notes,
          file_key: r.fileKey,
          thumbnail_key: r.thumbnailKey,
          created_at: r.createdAt,
          attached_at: null,
        })
        .execute();
    },

    async markAttached(scope, id, at) {
      await db
        .updateTable('receipts')
        .set({ status: 'attached', attached_at: at })
        .where('id', '=', id)
        .where('tenant_id', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .where('status', '=', 'pending_attach')
        .execute();
    },

    async remove(scope, id) {
      await db
        .deleteFrom('receipts')
        .where('id', '=', id)
        .where('tenant_id', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .execute();
    },

    async findById(scope, paymentId, id) {
      const row = await scoped(scope)
        .where('payment_id', '=', paymentId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toReceipt(row) : null;
    },

    async listAttached(scope, paymentId) {
      const rows = await scoped(scope)
        .where('payment_id', '=', paymentId)
        .where('status', '=', 'attached')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toReceipt);
    },

    // Recovery works across tenants: each row carries its own scope.
    async listPending(before, limit) {
      const rows = await db
        .selectFrom('receipts')
        .selectAll()
        .where('status', '=', 'pending_attach')
        .where('created_at', '<=', before)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(toReceipt);
    },
  };
}

function toReceipt(row: Selectable<ReceiptsTable>): Receipt {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    environment: row.environment as Environment,
    paymentId: row.payment_id,
    status: row.status as ReceiptStatus,
    contentType: row.content_type as StoredType,
    size: Number(row.size),
    originalContentType: row.original_content_type,
    originalSize: Number(row.original_size),
    width: row.width,
    height: row.height,
    notes: row.notes,
    fileKey: row.file_key,
    thumbnailKey: row.thumbnail_key,
    createdAt: row.created_at,
    attachedAt: row.attached_at,
  };
}
