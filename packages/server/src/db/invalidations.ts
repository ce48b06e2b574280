import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './client.js';

/**
 * The one channel on which "this changed" notices travel between instances. A notice is `kind:id`
 * (`session:<id>`, `account:<id>`, `profile:<id>`); database triggers send them for sessions, accounts,
 * profiles, memberships (migration 0008) and administered funds (0010, View Fund sessions), so no write path can forget. Another kind (a revoked share)
 * joins by sending its own notice with `notifyChange` in the transaction that makes the change.
 */
export const INVALIDATION_CHANNEL = 'vault_invalidate';

/**
 * This process's own writes to what sessions rely on (not the activity touch): notices travel through the server
 * and may arrive a moment after the answer that caused them, so the writer's own caches are dropped as it writes.
 * The next request to this instance then reads the database; other instances wait for the notice (milliseconds).
 */
const AUTH_WRITE = /^(?:update "(?:accounts|profiles|memberships|administered_funds)"|delete from "(?:sessions|accounts|profiles|memberships|administered_funds)"|insert into "memberships"|update "sessions" set "revoked_at")/;

/** How often each instance sends itself a notice to prove the channel still delivers. */
const HEARTBEAT_MS = 5_000;
/** Without a notice for this long, caches stop trusting what they hold (the bounded-staleness fallback). */
const SILENCE_LIMIT_MS = 3 * HEARTBEAT_MS;

export interface Invalidations {
  /** Calls `handler` with every notice, whichever instance caused it, once its transaction has committed. */
  subscribe(handler: (notice: string) => void): void;
  /** Bumped on every notice and every loss of the channel: a read that straddles a bump is not cached. */
  readonly epoch: number;
  /** True while notices are known to arrive: the listener is connected and heard its heartbeat recently. */
  isLive(): boolean;
  close(): Promise<void>;
}

/** Sends a notice when `tx` commits (NOTIFY is transactional: a rolled-back change sends nothing). */
export async function notifyChange(tx: DbOrTx, notice: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${notice})`);
}

/** Listens on the channel and keeps a heartbeat going; `onError` hears failed heartbeats (logged, not fatal). */
export async function openInvalidations(database: Database, instanceId: string, onError: (error: unknown) => void): Promise<Invalidations> {
  const handlers: ((notice: string) => void)[] = [];
  let epoch = 0;
  let connected = false;
  let lastHeard = 0;
  const onNotice = (notice: string) => {
    lastHeard = Date.now();
    if (notice.startsWith('ping:')) return;
    epoch += 1;
    for (const handler of handlers) handler(notice);
  };
  const onState = (live: boolean) => {
    connected = live;
    // Whatever happened while the channel was down is unknown: everything cached is dropped.
    epoch += 1;
    for (const handler of handlers) handler('*');
  };
  const stop = await database.listen(INVALIDATION_CHANNEL, onNotice, onState);
  database.statements.onStatement = (statement) => {
    if (!AUTH_WRITE.test(statement)) return;
    epoch += 1;
    for (const handler of handlers) handler('*');
  };
  const ping = () => notifyChange(database.db, `ping:${instanceId}`).catch(onError);
  await ping();
  const timer = setInterval(() => void ping(), HEARTBEAT_MS).unref();
  return {
    subscribe: (handler) => void handlers.push(handler),
    get epoch() {
      return epoch;
    },
    isLive: () => connected && Date.now() - lastHeard < SILENCE_LIMIT_MS,
    close: async () => {
      clearInterval(timer);
      connected = false;
      database.statements.onStatement = null;
      await stop();
    },
  };
}
