import type { Clock } from '@gateway/shared/clock.ts';
import type { BlobStore, FaultPoint, ImageProcessor, Payments, ReceiptRepository } from './ports.ts';

export interface ReceiptDeps {
  receipts: ReceiptRepository;
  blobs: BlobStore;
  payments: Payments;
  images: ImageProcessor;
  clock: Clock;
  fault: FaultPoint;
}
