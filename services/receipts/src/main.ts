import { startTelemetry } from '@gateway/shared/telemetry.ts';

await startTelemetry('receipts');
const { start } = await import('./app.ts');
const { runService } = await import('@gateway/shared/lifecycle.ts');
await runService('receipts', start);
