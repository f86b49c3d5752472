import { validationError } from '@gateway/shared/errors.ts';
import { isLogoPath } from './logo.ts';
import type { Branding } from './types.ts';

export interface BrandingChange {
  tradeName?: string | undefined;
  logoUrl?: string | undefined;
  primaryColor?: string | undefined;
}

/**
 * Checks a branding change; an empty string clears that field (the hosted page then falls back to
 * the tenant's name, no logo, and the default colour). Fields not given keep their value.
 */
export function applyBranding(current: Branding, change: BrandingChange): Branding {
  const fields: Record<string, string[]> = {};
  const next: Branding = { ...current };
  if (change.tradeName !== undefined) {
    const value = change.tradeName.trim();
    if ([...value].length > 100) fields['trade_name'] = ['at most 100 characters'];
    next.tradeName = value === '' ? null : value;
  }
  if (change.logoUrl !== undefined) {
    const value = change.logoUrl.trim();
    // An uploaded logo's own address is kept as it is (the form sends it back unchanged).
    if (value !== '' && !isHttpsUrl(value) && !isLogoPath(value))
      fields['logo_url'] = ['must be an https URL of an image'];
    else if (value.length > 2048) fields['logo_url'] = ['at most 2048 characters'];
    next.logoUrl = value === '' ? null : value;
  }
  if (change.primaryColor !== undefined) {
    const value = change.primaryColor.trim();
    if (value !== '' && !/^#[0-9a-fA-F]{6}$/.test(value))
      fields['color'] = ['must be a hex colour like #1f5fbf'];
    next.primaryColor = value === '' ? null : value.toLowerCase();
  }
  if (Object.keys(fields).length > 0) throw validationError(fields, 'The branding is invalid.');
  return next;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
