import { createContext, useContext } from 'react';
import type { Brand } from './branding';

export interface BrandingValue {
  onboardPlus: boolean;
  brand: Brand;
}

/** Provided by the app root (it needs the config and the address); read by any page. */
export const BrandingContext = createContext<BrandingValue>({ onboardPlus: false, brand: 'vault' });

export function useBranding(): BrandingValue {
  return useContext(BrandingContext);
}
