import type { Plugin } from 'vite';
// the contract's file itself: the build's config loads it before any workspace package is built
import { storageKeys } from '../../packages/contract/src/storage';

/** The modules of the signed-in layout and the query cache: what every screen after sign-in needs. */
const SIGNED_IN_ROOTS = /\/src\/(shell\/AppLayout\.tsx|api\/queryClient\.tsx)$/;

/**
 * The login page loads none of the signed-in layout's code (it stays light), so a signed-in visit would only
 * discover that code once the entry has run. This build step writes a small classic script, loaded before
 * the entry, that asks for those files at once (`modulepreload`) when a session is stored: they then
 * download while the page is parsed, as the entry's own files do. A visitor without a session loads
 * nothing more. (A script file, not inline: the content security policy allows scripts from this origin
 * only.)
 */
export function signedInPreload(): Plugin {
  return {
    name: 'orrery-signed-in-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, string[]>();
      let entry: string | undefined;
      const roots: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output.imports);
        if (output.isEntry) entry = output.fileName;
        if (output.facadeModuleId && SIGNED_IN_ROOTS.test(output.facadeModuleId)) roots.push(output.fileName);
      }
      const html = bundle['index.html'];
      if (!entry || roots.length !== 2 || html?.type !== 'asset')
        this.error('signed-in preload: the entry, the signed-in layout or index.html was not found');
      const withImports = (file: string, into: Set<string>): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of chunks.get(file) ?? []) withImports(imported, into);
        return into;
      };
      const loadedAnyway = withImports(entry, new Set());
      const files = new Set<string>();
      for (const root of roots) withImports(root, files);
      const hrefs = [...files].filter((file) => !loadedAnyway.has(file)).map((file) => `/${file}`);
      const source =
        `(function(){try{if(!localStorage.getItem(${JSON.stringify(storageKeys.accessToken)}))return}catch(e){return}` +
        `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');` +
        `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})();\n`;
      const script = this.getFileName(this.emitFile({ type: 'asset', name: 'signed-in.js', source }));
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script src="/${script}"></script>\n    <script type="module"`,
      );
    },
  };
}
