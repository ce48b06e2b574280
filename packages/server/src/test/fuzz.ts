// Malformed requests for every route of the OpenAPI document: shared by the suite's bounded fuzz test
// (app.inject) and bench/fuzz.ts (a longer run against the built server). Deterministic for a seed.

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Send without the session (the generator decides, so anonymous callers are fuzzed too). */
  anonymous: boolean;
}

export interface Operation {
  method: string;
  path: string;
  params: string[];
  bodyProps: Record<string, { type?: string }>;
  queryNames: string[];
  multipart: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> } }>>;
}

/** The API's operations, from the OpenAPI document the app generates from the contract. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema?.properties ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: json,
        multipart: 'multipart/form-data' in content || /upload|photo|Photo|recognize|update\/\{docId\}/.test(path),
      });
    }
  }
  return out;
}

/** Mulberry32: small, fast, seeded. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!, int: (n: number) => Math.floor(next() * n) };
}
type Rng = ReturnType<typeof random>;

const STRINGS = ['', ' ', '=1+1', '\u00A0=cmd', '\uFEFF@x', 'a'.repeat(5000), '../../etc/passwd', 'a\u0000b', '\u202Eevil', '%00', '{{7*7}}', "' OR 1=1 --", '😀'.repeat(300), '00000000-0000-4000-8000-000000000000', '-1', '1e309', 'null', 'true'];
const VALUES: unknown[] = [null, 0, -1, 1.5, 2 ** 53, true, [], {}, [1, 'x'], { a: { b: 'c' } }, 'x'.repeat(70_000), ...STRINGS];

const deep = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

function pathOf(op: Operation, rng: Rng): string {
  let path = op.path;
  for (const name of op.params) path = path.replace(`{${name}}`, encodeURIComponent(String(rng.pick(STRINGS)) || 'x').slice(0, 180));
  return path.startsWith('/customer/') ? path : `/customer${path}`;
}

function queryOf(op: Operation, rng: Rng): string {
  const names = [...op.queryNames, 'docId', 'x', 'page'];
  const pairs = Array.from({ length: 1 + rng.int(4) }, () => `${encodeURIComponent(rng.pick(names))}=${encodeURIComponent(String(rng.pick(STRINGS))).slice(0, 3000)}`);
  return `?${pairs.join('&')}`;
}

function jsonBody(op: Operation, rng: Rng): string {
  const body: Record<string, unknown> = {};
  const names = Object.keys(op.bodyProps);
  for (const name of names.length ? names : ['x']) body[name] = rng.pick(VALUES);
  return JSON.stringify(body);
}

const BOUNDARY = 'fuzzb0undary';
function multipartBody(rng: Rng): Buffer {
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${rng.pick(['a.pdf', 'a.png', '=x.pdf', '../a.jpg', 'a'.repeat(300)])}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const field = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${rng.pick(['docType', 'docProperties', 'ocrJson', 'profileId'])}"\r\n\r\n${rng.pick(STRINGS)}\r\n`;
  const bytes = Buffer.from(Array.from({ length: 64 + rng.int(4096) }, () => rng.int(256)));
  switch (rng.int(5)) {
    case 0:
      return Buffer.concat([Buffer.from(field + part), bytes]); // cut short
    case 1:
      return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), bytes]); // random bytes behind a boundary
    case 2:
      return Buffer.concat([Buffer.from(field + part), Buffer.from('%PDF-1.7\n'), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    case 3:
      return Buffer.from(Array.from({ length: 200 }, () => field).join('') + `--${BOUNDARY}--\r\n`); // many fields
    default:
      return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n`);
  }
}

/** One malformed request for an operation. */
export function fuzzRequest(op: Operation, rng: Rng): FuzzRequest {
  const headers: Record<string, string> = { 'api-version': '8' };
  const req: FuzzRequest = { method: op.method, url: pathOf(op, rng), headers, anonymous: rng.next() < 0.2 };
  const kind = rng.int(9);
  if (kind === 0) delete headers['api-version'];
  if (kind === 1) req.url += queryOf(op, rng);
  if (kind === 2) headers.authorization = rng.pick(['', 'Bearer x', 'a'.repeat(8000), '\u00ff']);
  const hasBody = op.method === 'POST' || op.method === 'PUT' || op.method === 'DELETE';
  if (!hasBody) {
    req.url += queryOf(op, rng);
    return req;
  }
  if (op.multipart && kind >= 3 && kind <= 5) {
    headers['content-type'] = rng.pick([`multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data', `multipart/form-data; boundary="${'b'.repeat(80)}"`]);
    req.payload = multipartBody(rng);
    return req;
  }
  headers['content-type'] = rng.pick(['application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml']);
  switch (kind) {
    case 3:
      req.payload = deep(3000, '[', ']');
      break;
    case 4:
      req.payload = `{"a":${deep(2000, '{"b":', '}')}}`;
      break;
    case 5:
      req.payload = rng.pick(['{"a":', '{', 'nul', '"x"', '[]', '1', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', Buffer.from([0xff, 0xfe, 0x00]).toString('latin1')]);
      break;
    default:
      req.payload = jsonBody(op, rng);
  }
  return req;
}
