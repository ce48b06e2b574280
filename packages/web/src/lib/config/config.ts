import { readConfigEntries } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { readerSchema } from '../api/schema';

/** Public deployment settings (spec §3 "Config: key and value pairs read as a map"). */
export type AppConfig = ReadonlyMap<string, string>;

/** Read without zod (the contract's reader agrees with configResponseSchema): the sign-in page loads none. */
const configAnswer = readerSchema(readConfigEntries);

export async function fetchConfig(): Promise<AppConfig> {
  const entries = await request('/config', configAnswer, { method: 'POST', body: { all: true } });
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
