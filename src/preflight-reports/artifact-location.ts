/**
 * Where an IPA is, as a SARIF artifact location: a path relative to the repository's root with
 * forward slashes (on Windows too), which GitHub matches with a file of the repository; a file
 * outside the repository as a `file:` URL; an `ipa-url` as its URL, its signature hidden.
 */
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { shownUrl } from '../text/signed-url.js'

/** Where paths are resolved: the caller's, so that a test can ask for Windows' (`path.win32`). */
export interface PathSettings {
  /** The repository's root: `%SRCROOT%` (on GitHub, the workspace). */
  repositoryRoot: string
  /** Where a relative path the user gave is from. */
  workingDirectory: string
  /** `path.win32` or `path.posix`; this platform's by default. */
  paths?: path.PlatformPath
}

export interface ArtifactLocation {
  uri: string
  uriBaseId?: '%SRCROOT%'
}

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

export function artifactLocation(given: string, settings: PathSettings): ArtifactLocation {
  if (URL_SCHEME.test(given)) return { uri: shownUrl(given) }
  const paths = settings.paths ?? path
  const absolute = paths.resolve(settings.workingDirectory, given)
  const relative = paths.relative(settings.repositoryRoot, absolute)
  const outside =
    relative === '' ||
    relative === '..' ||
    relative.startsWith(`..${paths.sep}`) ||
    paths.isAbsolute(relative)
  if (outside) return { uri: fileUrl(absolute, paths) }
  // Each segment percent-encoded (a space is `%20`), as a URI reference is written.
  const segments = relative.split(paths.sep).map(segment => encodeURIComponent(segment))
  return { uri: segments.join('/'), uriBaseId: '%SRCROOT%' }
}

/** The repository's root as a `file:` URL ending with `/`, as SARIF asks of a base. */
export function rootUri(settings: PathSettings): string {
  const paths = settings.paths ?? path
  const uri = fileUrl(paths.resolve(settings.repositoryRoot), paths)
  return uri.endsWith('/') ? uri : `${uri}/`
}

function fileUrl(absolute: string, paths: path.PlatformPath): string {
  return pathToFileURL(absolute, { windows: paths === path.win32 }).href
}
