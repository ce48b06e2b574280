/**
 * The two halves of a contract schema's type, restated from zod's own `z.input` / `z.output`
 * definitions so the web package can type requests and answers from the contract schemas without
 * depending on zod itself.
 */
export type SchemaOutput<S> = S extends { _zod: { output: infer O } } ? O : never;
export type SchemaInput<S> = S extends { _zod: { input: infer I } } ? I : never;

/** What the client needs from a response schema: a non-throwing parse. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** For calls whose answer carries nothing the client uses (logout, accept-invitation). */
export const ignoredData: ResponseSchema<unknown> = {
  safeParse: (value: unknown) => ({ success: true, data: value }),
};

/**
 * A response schema, or a loader of one. The first screen's calls (config, user info, sign-in) pass
 * loaders, so their schemas, and zod with them, arrive beside the call instead of in the entry.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/** A response schema from a zod-free reader (null: refused), for answers the first screen reads. */
export function readerSchema<T>(read: (value: unknown) => T | null): ResponseSchema<T> {
  return {
    safeParse: (value: unknown) => {
      const data = read(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}
