import { CHUNK_LOAD_TIMEOUT_MS } from '@vault/contract';
import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit. A chunk that has not arrived after 120 s (spec §9) fails, so the
 * route's error page offers a reload instead of an endless spinner.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    let timer: number | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new Error('Page chunk load timed out')), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } finally {
      window.clearTimeout(timer);
    }
  });
}
