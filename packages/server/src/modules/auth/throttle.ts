/**
 * Sign-in throttling that an outsider cannot turn against the account's owner.
 *
 * Wrong passwords are counted per (e-mail, address) and per address. Past a few free tries each key is
 * paused for a delay that doubles with every further failure, up to a cap, so guessing from one place
 * slows to a crawl while the owner, signing in from anywhere else, is not affected. Only a guessing
 * campaign spread over many addresses reaches the account-wide lock (kept on the account row), and the
 * owner lifts that with the code a password reset e-mails them. Keys are kept in memory, per instance,
 * in a map of bounded size whose entries expire (a flood of addresses cannot grow it without bound).
 */

interface Rule {
  /** Failures allowed before the first pause. */
  free: number;
  /** First pause; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
}

export const THROTTLE_RULES = {
  pair: { free: 5, baseMs: 30_000, maxMs: 15 * 60_000 },
  address: { free: 20, baseMs: 60_000, maxMs: 60 * 60_000 },
} as const satisfies Record<string, Rule>;

/** Failures (over every address) after which the account waits for its owner's e-mailed code. */
export const ACCOUNT_LOCK_FAILURES = 100;

/** A key is forgotten this long after its last failure. */
const FORGET_MS = 60 * 60_000;
const MAX_KEYS = 100_000;

interface Entry {
  failures: number;
  last: number;
  pausedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  /** `factor` multiplies the free tries of every rule (LOGIN_THROTTLE_FACTOR). */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly factor = 1,
  ) {}

  /** Milliseconds the caller must still wait before a try counts, 0 when it may try now. */
  waitMs(email: string, ip: string): number {
    const t = this.now();
    return Math.max(0, ...this.keys(email, ip).map(([key]) => (this.live(key, t)?.pausedUntil ?? 0) - t));
  }

  /** Counts a wrong password (or a try for an unknown e-mail). */
  recordFailure(email: string, ip: string): void {
    const t = this.now();
    for (const [key, rule] of this.keys(email, ip)) {
      const entry = this.live(key, t) ?? { failures: 0, last: t, pausedUntil: 0 };
      entry.failures += 1;
      entry.last = t;
      const free = rule ? rule.free * this.factor : 0;
      if (rule && entry.failures > free) entry.pausedUntil = t + Math.min(rule.baseMs * 2 ** (entry.failures - free - 1), rule.maxMs);
      this.entries.set(key, entry); // kept in order of first failure: eviction takes the oldest first
    }
    this.evict();
  }

  /** Failures counted for an e-mail over every address (used for e-mails no account has). */
  failuresFor(email: string): number {
    return this.live(`email:${email}`, this.now())?.failures ?? 0;
  }

  /** A right password from this address clears its pair. */
  recordSuccess(email: string, ip: string): void {
    this.entries.delete(`pair:${email}|${ip}`);
  }

  get size(): number {
    return this.entries.size;
  }

  private keys(email: string, ip: string): [string, Rule | null][] {
    return [
      [`pair:${email}|${ip}`, THROTTLE_RULES.pair],
      [`address:${ip}`, THROTTLE_RULES.address],
      [`email:${email}`, null],
    ];
  }

  private live(key: string, t: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && t - entry.last > FORGET_MS && entry.pausedUntil <= t) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Over the bound, drops the oldest tenth in one pass (one at a time would rescan the map's holes each call). */
  private evict(): void {
    if (this.entries.size <= MAX_KEYS) return;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS * 0.9) break;
      this.entries.delete(key);
    }
  }
}

const throttles = new WeakMap<object, LoginThrottle>();

/** One throttle per running app (its context), created on first use. */
export function loginThrottleFor(ctx: { config: { LOGIN_THROTTLE_FACTOR: number } }): LoginThrottle {
  let throttle = throttles.get(ctx);
  if (!throttle) throttles.set(ctx, (throttle = new LoginThrottle(Date.now, ctx.config.LOGIN_THROTTLE_FACTOR)));
  return throttle;
}
