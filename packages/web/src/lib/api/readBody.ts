/**
 * The answer's body as JSON (undefined when it is not JSON), or `cut` when the body stopped arriving: the connection
 * dropped, or the page is being left (its calls are aborted). A cut body is no answer at all, as a failed fetch is; taken
 * for a bad answer, the user info of a page being left logged out the page opened instead (both read the same stored
 * session), which a journey saw in CI as an address opened right after signing in landing on the login page.
 */
export async function readBody(response: Response): Promise<{ cut: false; body: unknown } | { cut: true }> {
  try {
    return { cut: false, body: await response.json() };
  } catch (error) {
    // JSON.parse's SyntaxError: the whole body came and is not JSON. Anything else (a TypeError, an AbortError) is the
    // stream failing on its way.
    return error instanceof SyntaxError ? { cut: false, body: undefined } : { cut: true };
  }
}
