import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * Issue 13: the signed-in shell's libraries (antd's components, rc-*, dayjs...) came as ~100 small
 * chunks that the browser fetched a few at a time over HTTP/1.1 on a first load. They are gathered
 * into few chunks here, and each language's texts outside the first screen into one chunk per
 * language, without adding to the login route (<= 250 kB): what it can reach is left as it was.
 */
const src = join(import.meta.dirname, '../src');
const entry = join(src, 'main.tsx');
const pagesTable = join(src, 'app/router/pages.ts');
const shellLayouts = [join(src, 'app/layouts/ShellLayout.tsx'), join(src, 'app/layouts/PaidShellLayout.tsx')];
/** The texts main.tsx loads before the first render (lib/i18n/i18n.ts FIRST_SCREEN_NAMESPACES). */
const FIRST_SCREEN_TEXTS = /[\\/]locales[\\/](en|zh|tw)[\\/](common|auth|validation|dialogs)\.json$/;
const TEXTS = /[\\/]locales[\\/](en|zh|tw)[\\/][^\\/]+\.json$/;

type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
type GetInfo = (id: string) => Info;

/** The public pages' files, as written after `PUBLIC_PAGES` in the pages table, the login page first. */
function publicPageFiles(): string[] {
  const source = readFileSync(pagesTable, 'utf8');
  const table = source.slice(source.indexOf('export const PUBLIC_PAGES'));
  const files = [...table.matchAll(/(\w+): lazyPage\(\(\) => import\('([^']+)'\)/g)].map((m) => ({ page: m[1]!, file: join(src, 'app/router', m[2]!) }));
  const login = files.find((f) => f.page === 'login');
  if (!login) throw new Error('shell chunks: no login page in app/router/pages.ts');
  return [login.file, ...files.filter((f) => f !== login).map((f) => f.file)];
}

/**
 * The libraries' index files re-export every component, so through them the login page would reach
 * all of antd. Our files' named imports from them are followed to the component's own module instead.
 */
const BARRELS: Record<string, string> = {
  antd: join(src, '../../../node_modules/antd/es/index.js'),
  '@ant-design/icons': join(src, '../../../node_modules/@ant-design/icons/es/index.js'),
};

/** Export name -> module id of a barrel (`export { default as X } from './x'`, `export * from './icons'`). */
function barrelExports(barrel: string, getModuleInfo: GetInfo): Map<string, string> {
  const code = readFileSync(barrel, 'utf8');
  const imported = getModuleInfo(barrel)?.importedIds ?? [];
  const resolve = (rel: string) => {
    const base = join(dirname(barrel), rel);
    return imported.find((id) => id === `${base}.js` || id === join(base, 'index.js'));
  };
  const names = new Map<string, string>();
  for (const m of code.matchAll(/export \{ default as (\w+) \} from ["']([^"']+)["']/g)) {
    const id = resolve(m[2]!);
    if (id) names.set(m[1]!, id);
  }
  for (const m of code.matchAll(/export \* from ["']([^"']+)["']/g)) {
    const id = resolve(m[1]!);
    if (id) for (const [name, target] of barrelExports(id, getModuleInfo)) names.set(name, target);
  }
  return names;
}

/** Names a file of ours imports from a package's index (`import { Button, Input as I } from 'antd'`). */
function namedImports(file: string, pkg: string): string[] {
  let code: string;
  try {
    code = readFileSync(file.replace(/\?.*$/, ''), 'utf8');
  } catch {
    return [];
  }
  const from = new RegExp(`import\\s+(?!type\\s)(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  return [...code.matchAll(from)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim())
      .filter(Boolean),
  );
}

/**
 * Modules reachable from the entry and the given pages (with what they load later, such as the login's
 * code step) without passing through the other pages or the shell.
 */
function reachableFrom(getModuleInfo: GetInfo, pages: string[]): Set<string> {
  const isFollowedPage = (id: string) => pages.some((file) => id.startsWith(`${file}.`));
  const exportsOf = new Map<string, Map<string, string>>();
  const seen = new Set<string>();
  const queue = [entry];
  const visit = (id: string) => {
    const info = getModuleInfo(id);
    if (!info) return;
    const ours = !/[\\/]node_modules[\\/]/.test(id);
    for (const dep of info.importedIds) {
      const pkg = ours ? Object.keys(BARRELS).find((p) => BARRELS[p] === dep) : undefined;
      if (!pkg) {
        queue.push(dep);
        continue;
      }
      // The index's own imports (not re-exports) and the components this file names.
      let names = exportsOf.get(dep);
      if (!names) exportsOf.set(dep, (names = barrelExports(dep, getModuleInfo)));
      const reexported = new Set(names.values());
      const direct = (getModuleInfo(dep)?.importedIds ?? []).filter((m) => !reexported.has(m) && !m.endsWith('/icons/index.js'));
      queue.push(...direct);
      for (const name of namedImports(id, pkg)) {
        const target = names.get(name);
        if (!target) throw new Error(`shell chunks: ${name} is not an export of ${pkg}'s index (imported by ${id})`);
        queue.push(target);
      }
    }
    const dynamic = id === pagesTable ? info.dynamicallyImportedIds.filter(isFollowedPage) : info.dynamicallyImportedIds;
    queue.push(...dynamic);
  };
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || shellLayouts.includes(id)) continue;
    seen.add(id);
    visit(id);
  }
  return seen;
}

const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * Libraries the login route does not load go into two chunks: those another public page (register,
 * invitation, reset...) can reach, and the rest, which only the signed-in shell and its pages reach.
 * Our own modules shared by two or more signed-in pages go into a third.
 */
export function shellChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let login: Set<string> | undefined;
  let publicPages: Set<string> | undefined;
  const sets = (ctx: Rolldown.ChunkingContext) => {
    const pages = publicPageFiles();
    login ??= reachableFrom((m) => ctx.getModuleInfo(m), pages.slice(0, 1));
    publicPages ??= reachableFrom((m) => ctx.getModuleInfo(m), pages);
    if (!login.has(entry)) throw new Error('shell chunks: the entry was not found in the module graph');
    return { login, publicPages };
  };
  return [
    {
      name: (id, ctx) => {
        if (FIRST_SCREEN_TEXTS.test(id)) return null;
        const texts = TEXTS.exec(id);
        if (texts) return `texts-${texts[1]}`;
        const { login, publicPages } = sets(ctx);
        if (!LIBRARY.test(id) || login.has(id)) return null;
        return publicPages.has(id) ? 'public-libs' : 'shell-libs';
      },
    },
    {
      // Our modules that two or more of the signed-in pages share (schemas, hooks, tags, dialogs).
      name: (id, ctx) => (!LIBRARY.test(id) && !TEXTS.test(id) && !sets(ctx).publicPages.has(id) ? 'shell-app' : null),
      minShareCount: 2,
    },
  ];
}
