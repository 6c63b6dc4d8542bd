/**
 * Vite's build manifest (`build.manifest`): for each source module of the browser build, its output file and the
 * chunks it imports statically. Used to measure what a page can download.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * Walks the chunks of these source modules and, transitively, every chunk they import statically, each once:
 * `enter` before a chunk's imports, `leave` after them. Dynamic imports are left out: they load later, on demand.
 */
function walkStaticImports(
  manifest: BuildManifest,
  sources: readonly string[],
  { enter, leave }: { enter?: (chunk: ManifestChunk) => void; leave?: (chunk: ManifestChunk) => void },
): void {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry ${key}`);
    enter?.(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
    leave?.(chunk);
  };
  for (const source of sources) visit(source);
}

/**
 * The output files (JavaScript and CSS) that loading these source modules fetches: each module's chunk and,
 * transitively, every chunk it imports statically.
 */
export function chunksOf(manifest: BuildManifest, sources: readonly string[]): string[] {
  const files = new Set<string>();
  walkStaticImports(manifest, sources, {
    enter: (chunk) => {
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    },
  });
  return [...files];
}

/**
 * The JavaScript files of these source modules in an order the browser can evaluate them one at a time: every chunk
 * after the chunks it imports statically, leaving out the chunks of `loaded` (the page's entry, evaluated already).
 */
export function evaluationOrder(manifest: BuildManifest, sources: readonly string[], loaded: readonly string[] = []): string[] {
  const done = new Set(chunksOf(manifest, loaded));
  const order: string[] = [];
  walkStaticImports(manifest, sources, {
    leave: (chunk) => {
      if (!done.has(chunk.file) && chunk.file.endsWith('.js')) order.push(chunk.file);
    },
  });
  return order;
}
