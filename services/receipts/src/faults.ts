import type { FaultPoint } from './domain/ports.ts';

/**
 * Crash tests set RECEIPTS_FAULT to kill the process at one step of an upload, the way a
 * SIGKILL or an OOM would: no cleanup runs. Config refuses it in production.
 */
export function faultPoint(setting: 'none' | 'exit-after-store' | 'exit-after-attach'): FaultPoint {
  if (setting === 'none') return () => undefined;
  return (step) => {
    if (`exit-${step}` === setting) process.kill(process.pid, 'SIGKILL');
  };
}
