/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk and every chunk it imports statically, by manifest key. */
function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

/** The app's entry: Vite's index.html, whose script every page loads. */
export const APP_ENTRY = 'index.html';

/**
 * What a lazily loaded route needs beyond the app's entry: its stylesheets (written into the
 * prerendered page, or its content would show unstyled and jump when they arrive) and its modules
 * (preloaded, so they load beside the entry instead of after it). Chunks the entry already loads
 * are left out.
 */
export function routeAssets(manifest: Manifest, source: string): { css: string[]; modules: string[] } {
  if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
  const loaded = staticGraph(manifest, APP_ENTRY);
  const needed = [...staticGraph(manifest, source)].filter((key) => !loaded.has(key));
  const chunks = needed.map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  return {
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    modules: chunks.map((chunk) => `/${chunk.file}`),
  };
}

/** A second entry of the build (src/early-search.ts): its script and the modules it adds to the app's. */
export function extraEntry(manifest: Manifest, source: string): { script: string; modules: string[] } {
  const chunk = manifest[source];
  if (!chunk?.isEntry) throw new Error(`${source} is not an entry of the build manifest`);
  const { modules } = routeAssets(manifest, source);
  const script = `/${chunk.file}`;
  return { script, modules: modules.filter((file) => file !== script) };
}
