export const root: string;
export const SERVER_MALLOC_ENV: { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
export const SERVER_NODE_ARGS: string[];
export function run(command: string, args: string[], opts?: object): number;
export function mustRun(command: string, args: string[], opts?: object): void;
export function hashTree(paths: string[]): string;
export function ensureInstalled(): void;
export function buildIfStale(opts?: { force?: boolean }): Promise<void>;
