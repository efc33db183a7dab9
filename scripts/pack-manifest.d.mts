/** The types of scripts/pack-manifest.mjs, which is plain JavaScript so that npm pack needs nothing installed. */
export interface Manifest {
  name?: string
  version?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  [field: string]: unknown
}

export function keptManifest(dir?: string): string
export function strip(dir?: string): void
export function restore(dir?: string): void
export function declaredManifest(dir?: string): Manifest
