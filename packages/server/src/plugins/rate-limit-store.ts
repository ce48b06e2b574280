// A store for @fastify/rate-limit on PostgreSQL, so the limits hold across instances behind a load balancer:
// one atomic upsert per counted request (the window starts with the first hit and the count restarts after it).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often (one request in N) a hit also deletes windows that ended over an hour ago. */
const SWEEP_ONE_IN = 500;

/** The store class the plugin instantiates (`store` option); `db` is the shared PostgreSQL database. */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const id = this.prefix + key;
      db.execute(
        sql`insert into rate_limit_hits as r (key, hits, window_ends_at) values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
              window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
            returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl`,
      ).then(
        (res) => {
          const row = (res as unknown as { rows: { hits: number; ttl: number }[] }).rows[0]!;
          done(null, { current: Number(row.hits), ttl: Number(row.ttl) });
          if (Math.random() * SWEEP_ONE_IN < 1) void db.execute(sql`delete from rate_limit_hits where window_ends_at < now() - interval '1 hour'`).catch(() => {});
        },
        (error: Error) => done(error),
      );
    }

    read(key: string, done: Done): void {
      db.execute(sql`select hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl from rate_limit_hits where key = ${this.prefix + key} and window_ends_at > now()`).then(
        (res) => {
          const row = (res as unknown as { rows: { hits: number; ttl: number }[] }).rows[0];
          done(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        },
        (error: Error) => done(error),
      );
    }

    /** One counter space per route, as the plugin's own stores do (it passes the merged options with `routeInfo`). */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${[route.method ?? ''].flat().join(',')}${route.url ?? ''}-`);
    }
  };
}
