/**
 * What a visitor downloads: reads Vite's build manifest (dist/.vite/manifest.json) and sums the
 * gzip size of an entry's JavaScript plus every chunk it imports statically (what the browser loads
 * before the page can run). Dynamic imports (overlays, later routes) are not counted: they load on
 * demand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir = 'dist'): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files (JS) an entry loads before it runs: itself and its static imports, transitively. */
export function staticJsFiles(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`No chunk "${k}" in the build manifest`);
    seen.add(k);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...seen].flatMap((k) => manifest[k]?.file ?? []).filter((file) => file.endsWith('.js'));
}

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export function firstVisitJsBytes(manifest: Manifest, key: string, distDir = 'dist'): number {
  return staticJsFiles(manifest, key).reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0);
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
