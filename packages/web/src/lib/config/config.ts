import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { lazySchemas } from '../api/lazySchemas';

/** Public deployment settings (spec §3 "Config: key and value pairs read as a map"). */
export type AppConfig = ReadonlyMap<string, string>;

export async function fetchConfig(): Promise<AppConfig> {
  const entries = await request('/config', lazySchemas.config, { method: 'POST', body: { all: true } });
  return new Map(entries.map((entry) => [entry.key, entry.value]));
}

export const configQueryKey = ['config'] as const;

/** Loaded once per page; settings change only with a deployment. */
export function useConfig() {
  return useQuery({ queryKey: configQueryKey, queryFn: fetchConfig, staleTime: Infinity });
}

/** Development tools (dev SSO form, mailbox link) exist only in embedded/dev mode. */
export function hasDevTools(config: AppConfig | undefined): boolean {
  return config?.get('devTools') === 'true';
}
