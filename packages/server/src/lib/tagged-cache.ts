import type { Invalidations } from '../db/invalidations.js';

interface Entry<V> {
  value: V;
  tags: string[];
  at: number;
}

export interface TaggedCache<V> {
  /** The cached value, or what `read` returns (cached under `tagsOf(value)` unless a notice came in meanwhile). */
  get(key: string, read: () => Promise<V | undefined>, tagsOf: (value: V) => string[]): Promise<V | undefined>;
  delete(key: string): void;
  readonly size: number;
}

/**
 * Values read from the database, kept in memory until a notice names one of their tags (`account:<id>`...),
 * whichever instance made the change. Trusted only while the notice channel is live; otherwise every get
 * reads again. `maxAgeMs` bounds how long any value lives even when no notice comes, `max` how many are held.
 */
export function createTaggedCache<V>(invalidations: Invalidations, { max, maxAgeMs }: { max: number; maxAgeMs: number }): TaggedCache<V> {
  const entries = new Map<string, Entry<V>>();
  const byTag = new Map<string, Set<string>>();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  invalidations.subscribe((notice) => {
    if (notice === '*') {
      entries.clear();
      byTag.clear();
      return;
    }
    for (const key of [...(byTag.get(notice) ?? [])]) remove(key);
  });
  const store = (key: string, value: V, tags: string[]) => {
    remove(key);
    // Oldest first out (a Map iterates in insertion order).
    if (entries.size >= max) remove(entries.keys().next().value!);
    entries.set(key, { value, tags, at: Date.now() });
    for (const tag of tags) {
      let keys = byTag.get(tag);
      if (!keys) byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  };

  return {
    async get(key, read, tagsOf) {
      const live = invalidations.isLive();
      const entry = entries.get(key);
      if (entry && live && Date.now() - entry.at < maxAgeMs) return entry.value;
      const epoch = invalidations.epoch;
      const value = await read();
      // A notice that arrived while reading may concern what was read: use it this once, do not keep it.
      if (value !== undefined && live && invalidations.epoch === epoch) store(key, value, tagsOf(value));
      else remove(key);
      return value;
    },
    delete: remove,
    get size() {
      return entries.size;
    },
  };
}
