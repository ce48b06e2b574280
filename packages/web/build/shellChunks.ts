import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * Issue 13: the signed-in shell's libraries (antd's components, rc-*, dayjs...) came as ~100 small
 * chunks that the browser fetched a few at a time over HTTP/1.1 on a first load. They are gathered
 * into one chunk here, and each language's texts outside the first screen into one chunk per
 * language, without touching what the public pages load (the login route <= 250 kB): only modules
 * that no public page can reach, without passing through the shell, are grouped.
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

/** The login page's file, as written in the pages table (`login: lazyPage(() => import('...'))`). */
function loginPageFile(): string {
  const found = /login: lazyPage\(\(\) => import\('([^']+)'\)/.exec(readFileSync(pagesTable, 'utf8'));
  if (!found) throw new Error('shell chunks: no login page in app/router/pages.ts');
  return join(src, 'app/router', found[1]!);
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
 * Modules the login route may load: reachable from the entry and the login page (with what they load
 * later, such as the code step) without passing through the other pages or the shell.
 */
function publicModules(getModuleInfo: GetInfo): Set<string> {
  const login = loginPageFile();
  const isLoginPage = (id: string) => id.startsWith(`${login}.`);
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
    const dynamic = id === pagesTable ? info.dynamicallyImportedIds.filter(isLoginPage) : info.dynamicallyImportedIds;
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

export function shellChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let reachable: Set<string> | undefined;
  return [
    {
      name: (id, ctx) => {
        reachable ??= publicModules((m) => ctx.getModuleInfo(m));
        if (!reachable.has(entry)) throw new Error('shell chunks: the entry was not found in the module graph');
        if (FIRST_SCREEN_TEXTS.test(id)) return null;
        const texts = TEXTS.exec(id);
        if (texts) return `texts-${texts[1]}`;
        if (!/[\\/]node_modules[\\/]/.test(id) || reachable.has(id)) return null;
        return 'shell-libs';
      },
    },
    {
      // Our modules that two or more of the signed-in pages share (schemas, hooks, tags, dialogs).
      name: (id) => (reachable && !/[\\/]node_modules[\\/]/.test(id) && !TEXTS.test(id) && !reachable.has(id) ? 'shell-app' : null),
      minShareCount: 2,
    },
  ];
}
