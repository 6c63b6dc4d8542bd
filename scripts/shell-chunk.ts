/**
 * Puts every module the site's entry imports statically (React, the router, MUI's core components and the shell
 * itself) into one chunk. Left to itself the bundler splits the pieces the entry shares with lazy pages into a
 * dozen tiny chunks, each compressed on its own and each a request; every page loads all of them anyway.
 *
 * `plugin` learns the entry's static module graph once the build has read it; `test` is the code-splitting group's
 * test (build.rolldownOptions.output.codeSplitting).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function shellChunk(entry: string): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildEnd() {
      // The entry module itself stays the entry chunk; what it imports, statically and transitively, is the shell.
      const pending = [...(this.getModuleInfo(resolve(entry))?.importedIds ?? [])];
      while (pending.length > 0) {
        const id = pending.pop();
        if (id === undefined || shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}
