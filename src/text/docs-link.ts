import packageJson from '../../package.json' with { type: 'json' }

/**
 * Where a page of docs/ can be read by whoever runs the tool from its package, which holds no
 * docs/: the page on GitHub, at the tag of this version (`docs/preflight.md` →
 * `https://github.com/OWNER/REPO/blob/v1.2.3/docs/preflight.md`), so that it says what this version
 * does. Every message and --help that cites a page of docs/ makes its link here.
 */
export function docsLink(page: string, section?: string): string {
  const repository = packageJson.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')
  return `${repository}/blob/v${packageJson.version}/docs/${page}${section ? `#${section}` : ''}`
}

/** Text in which each `docs/NAME.md` (with its `#section`, if any) is its link: for --help. */
export function withDocsLinks(text: string): string {
  return text.replace(
    /(?<![\w/.])docs\/([\w-]+\.md)(?:#([\w-]+))?/g,
    (_, page: string, section?: string) => docsLink(page, section)
  )
}
