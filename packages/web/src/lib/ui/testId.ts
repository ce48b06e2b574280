/**
 * `data-testid` for props objects (okButtonProps and the like) whose types do not list data-*
 * attributes; spread it in. Browser tests drive the app through these ids.
 */
export function testId(id: string, data: Record<`data-${string}`, string> = {}): Record<string, string> {
  return { 'data-testid': id, ...data };
}
