import type SharpFactory from 'sharp';

let loading: Promise<typeof SharpFactory> | undefined;

/**
 * sharp, loaded on the first image rather than at start: libvips alone adds about 15 MiB to a
 * process's resident memory, which a service that never sees an upload should not carry.
 */
export function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Decoded images are large and rarely repeat: no cache, so memory follows the work in flight.
    // One libvips thread per image: services bound how many images run at once instead.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
