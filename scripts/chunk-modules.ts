/**
 * Vite plugin: writes `.vite/chunk-modules.json` next to the build manifest, listing the source modules of every
 * JavaScript chunk (project files relative to the root, packages as `node_modules/<package path>`). The budget
 * script reads it to check which code a page loads, e.g. that a content page carries no form engine.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** A module id as the report names it: `src/app/router.tsx`, `node_modules/ajv/dist/core.js`, `forms/x/schema.json?validator`. */
export function reportModuleName(id: string, root: string): string {
  const virtual = /^\0build-time:(.+):([\w-]+)$/.exec(id);
  if (virtual?.[1]) return `${reportModuleName(virtual[1], root)}?${virtual[2]}`;
  const packageAt = id.lastIndexOf('/node_modules/');
  if (packageAt >= 0) return id.slice(packageAt + 1);
  return id.startsWith('\0') ? id.slice(1) : relative(root, id);
}

export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') report[output.fileName] = output.moduleIds.map((id) => reportModuleName(id, root));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(report) });
    },
  };
}
