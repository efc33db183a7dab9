/**
 * Draws a job summary (GITHUB_STEP_SUMMARY markdown) the way github.com shows it, in headless
 * Chromium: GitHub-flavoured markdown with GitHub's alerts (`markdown-it` and
 * `markdown-it-github-alerts`), a small copy of github.com's light-theme markdown style, and every
 * ```mermaid block drawn as a diagram by the `mermaid` package's browser build. Used by `npm run summaries` (summaries.ts), which saves
 * the pictures under docs/summaries/, and by __tests__/summaries-render.test.ts, which checks them.
 *
 * Chromium is Debian's (`apt-get install chromium`), driven by playwright-core; the page loads
 * nothing from the network: it and Mermaid's files are served from this process, under a name that
 * cannot resolve (PAGE_ORIGIN). The screenshots are saved with a palette of 256 colours, with sharp.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import MarkdownIt from 'markdown-it'
import githubAlerts from 'markdown-it-github-alerts'
import { type Browser, type Page, type Route, chromium } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'

/**
 * Width of the page: the summary's card is 900 px wide, about as on a workflow run's page. The
 * height is small so that a full-page screenshot is as tall as the summary, not the window.
 */
export const VIEWPORT = { width: 1000, height: 100 }

/** Why the summaries cannot be drawn here, if they cannot. */
export function chromiumMissing(): string | undefined {
  return existsSync(CHROMIUM)
    ? undefined
    : `${CHROMIUM} is absent (Debian: apt-get install chromium fonts-liberation fonts-noto-color-emoji)`
}

/**
 * GitHub-flavoured markdown as github.com renders it (cmark-gfm): tables whose cells end at every
 * `|` that no backslash precedes, with `\|` read as a pipe before the cell's inlines (so also inside
 * code), strikethrough, links of bare URLs and e-mail addresses (not of bare `www.` names: a small
 * difference), raw HTML, and the alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`,
 * `[!CAUTION]`) with GitHub's classes and octicons. A ```mermaid block becomes a placeholder that
 * the page draws.
 */
const markdown = new MarkdownIt({ html: true, linkify: true }).use(githubAlerts)
const fence = markdown.renderer.rules.fence!
markdown.renderer.rules.fence = (tokens, index, options, env, self) => {
  const token = tokens[index]
  if (token.info.trim().split(/\s+/)[0] !== 'mermaid')
    return fence(tokens, index, options, env, self)
  const source = markdown.utils.escapeHtml(token.content)
  return `<section class="mermaid-block"><pre class="mermaid">${source}</pre></section>\n`
}

export function markdownToHtml(source: string): string {
  return markdown.render(source)
}

/**
 * github.com's markdown body, light theme, as far as a job summary uses it (after the `primer`
 * values of github-markdown-css): system fonts, 16 px text, bordered and striped tables, grey inline
 * code, underlined links, alerts with a coloured left border and an icon and label in that colour.
 * The frame around it is the summary card of a workflow run's page.
 */
const STYLE = `
  * { box-sizing: border-box; }
  html { background: #ffffff; }
  body { margin: 0; padding: 24px 50px 32px; color: #1f2328;
    font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif,
      "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; }
  .card { width: 900px; border: 1px solid #d1d9e0; border-radius: 6px; background: #ffffff; }
  .card-header { padding: 16px 24px; font-size: 14px; font-weight: 600; color: #1f2328;
    border-bottom: 1px solid #d1d9e0; background: #f6f8fa; border-radius: 6px 6px 0 0; }
  .markdown-body { padding: 8px 24px 24px; font-size: 16px; line-height: 1.5; word-wrap: break-word; }
  .markdown-body > :first-child { margin-top: 16px !important; }
  .markdown-body > :last-child { margin-bottom: 0 !important; }
  .markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4 {
    margin-top: 24px; margin-bottom: 16px; font-weight: 600; line-height: 1.25; }
  .markdown-body h1 { font-size: 2em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
  .markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
  .markdown-body h3 { font-size: 1.25em; }
  .markdown-body h4 { font-size: 1em; }
  .markdown-body p, .markdown-body blockquote, .markdown-body ul, .markdown-body ol,
  .markdown-body table, .markdown-body pre, .markdown-body details, .markdown-body .markdown-alert,
  .markdown-body .mermaid-block { margin-top: 0; margin-bottom: 16px; }
  .markdown-body ul, .markdown-body ol { padding-left: 2em; }
  .markdown-body li + li { margin-top: .25em; }
  .markdown-body a { color: #0969da; text-decoration: underline; text-underline-offset: .2rem; }
  .markdown-body strong { font-weight: 600; }
  .markdown-body hr { height: .25em; padding: 0; margin: 24px 0; background: #d1d9e0; border: 0; }
  .markdown-body code, .markdown-body pre {
    font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; }
  .markdown-body code { padding: .2em .4em; margin: 0; font-size: 85%; white-space: break-spaces;
    background-color: #818b981f; border-radius: 6px; }
  .markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45;
    background-color: #f6f8fa; border-radius: 6px; }
  .markdown-body pre code { padding: 0; background: transparent; font-size: 100%; white-space: pre; }
  .markdown-body blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
  .markdown-body table { display: block; width: max-content; max-width: 100%; overflow: auto;
    border-spacing: 0; border-collapse: collapse; font-variant: tabular-nums; }
  .markdown-body table th { font-weight: 600; }
  .markdown-body table th, .markdown-body table td { padding: 6px 13px; border: 1px solid #d1d9e0; }
  .markdown-body table tr { background-color: #ffffff; border-top: 1px solid #d1d9e0b3; }
  .markdown-body table tr:nth-child(2n) { background-color: #f6f8fa; }
  .markdown-body .markdown-alert { padding: .5rem 1rem; color: inherit; border-left: .25em solid #d1d9e0; }
  .markdown-body .markdown-alert > :first-child { margin-top: 0; }
  .markdown-body .markdown-alert > :last-child { margin-bottom: 0; }
  .markdown-body .markdown-alert .markdown-alert-title { display: flex; align-items: center;
    font-weight: 500; line-height: 1; margin-bottom: 8px; }
  .markdown-body .markdown-alert .octicon { fill: currentColor; margin-right: 8px; }
  .markdown-body .markdown-alert-note { border-left-color: #0969da; }
  .markdown-body .markdown-alert-note .markdown-alert-title { color: #0969da; }
  .markdown-body .markdown-alert-tip { border-left-color: #1a7f37; }
  .markdown-body .markdown-alert-tip .markdown-alert-title { color: #1a7f37; }
  .markdown-body .markdown-alert-important { border-left-color: #8250df; }
  .markdown-body .markdown-alert-important .markdown-alert-title { color: #8250df; }
  .markdown-body .markdown-alert-warning { border-left-color: #9a6700; }
  .markdown-body .markdown-alert-warning .markdown-alert-title { color: #9a6700; }
  .markdown-body .markdown-alert-caution { border-left-color: #cf222e; }
  .markdown-body .markdown-alert-caution .markdown-alert-title { color: #cf222e; }
  .markdown-body .mermaid-block { text-align: center; }
  .markdown-body .mermaid-block pre.mermaid { background: transparent; padding: 0; margin: 0;
    font-family: inherit; font-size: 16px; }
  .markdown-body .mermaid-block svg { max-width: 100%; height: auto; }
  .markdown-body .mermaid-error { text-align: left; padding: 16px; border: 1px solid #ff818266;
    background: #ffebe9; border-radius: 6px; }
  .markdown-body .mermaid-error strong { display: block; margin-bottom: 8px; }
  .markdown-body .mermaid-error pre { margin: 0; background: transparent; padding: 0; white-space: pre-wrap; }
`

/** The page, with an empty summary card headed `<job> summary`, as on a workflow run's page. */
function pageShell(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Job summary</title><style>${STYLE}</style></head>
<body><div class="card"><div class="card-header"></div><article class="markdown-body"></article></div>
</body></html>`
}

/**
 * Runs in the page: draws every Mermaid block with `mermaid.run`, one at a time, and puts
 * GitHub's "Unable to render rich display" box with Mermaid's message where one fails.
 * Returns the messages.
 */
const DRAW_MERMAID = `async () => {
  const errors = []
  if (!window.mermaid) return ['the mermaid script did not load']
  window.mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict' })
  for (const node of document.querySelectorAll('pre.mermaid')) {
    const source = node.textContent
    try {
      await window.mermaid.run({ nodes: [node], suppressErrors: false })
      if (!node.querySelector('svg')) throw new Error('no diagram was drawn')
    } catch (error) {
      const message = String((error && error.message) || error)
      errors.push(message)
      const box = document.createElement('div')
      box.className = 'mermaid-error'
      box.innerHTML = '<strong>Unable to render rich display</strong><pre></pre>'
      box.querySelector('pre').textContent = message + '\\n\\n' + source
      node.replaceWith(box)
    }
  }
  // Mermaid leaves the parking elements of a failed render in the body.
  for (const stray of document.querySelectorAll('body > div[id^="d"], body > svg[id^="d"]')) stray.remove()
  return errors
}`

/** What is wrong with a drawn summary, as a reader would see it. */
export interface PageCheck {
  /** ```mermaid blocks in the markdown. */
  mermaidBlocks: number
  /** Blocks that hold a drawn diagram (an svg). */
  mermaidDrawn: number
  /** Mermaid's messages, and error texts (such as "Syntax error") left in the page. */
  mermaidErrors: string[]
  /** Markdown that shows as text: `**`, a table's `|---|` row, an alert's `[!`, a backtick, … */
  rawMarkdown: string[]
  /** The page's visible text. */
  text: string
}

/** Markdown left in the visible text, each with a few characters around it. */
export function rawMarkdownIn(text: string): string[] {
  const patterns: Array<[string, RegExp]> = [
    ['**', /\*\*/g],
    ['a table delimiter row', /\|\s*:?-{3,}/g],
    ['an alert marker [!', /\[!/g],
    ['a backtick', /`/g],
    ['a backslash escape', /\\[\\`*_{}[\]()#+\-.!|~<>]/g],
    ['an HTML entity', /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi]
  ]
  const found: string[] = []
  for (const [what, pattern] of patterns)
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0
      const around = text.slice(Math.max(0, at - 30), at + match[0].length + 30)
      found.push(`${what}: …${around.replace(/\s+/g, ' ')}…`)
    }
  return found
}

const MERMAID_ERROR_TEXT = /Syntax error|Parse error|Lexical error|Unable to render|error in text/i

/** Where the page is served from: a name under .invalid, which no resolver answers (RFC 2606). */
const PAGE_ORIGIN = 'http://summary.invalid'

/**
 * The page's requests: the page itself, and Mermaid's ES module build with the chunks it imports
 * when a diagram of their type is drawn (`/mermaid/...`, from the package's dist folder). Anything
 * else (what a summary links to) is refused.
 */
async function serve(route: Route): Promise<void> {
  const url = new URL(route.request().url())
  if (url.origin !== PAGE_ORIGIN) return route.abort()
  if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: pageShell() })
  const dist = mermaidDist()
  const file = path.resolve(dist, `.${decodeURIComponent(url.pathname.replace(/^\/mermaid/, ''))}`)
  if (!url.pathname.startsWith('/mermaid/') || !file.startsWith(`${dist}${path.sep}`))
    return route.abort()
  return route.fulfill({ path: file, contentType: 'text/javascript' })
}

/**
 * One Chromium and one page, into which each summary is put in turn: Mermaid is loaded once, not
 * once a summary. Its ES module build, whose core loads in a third of the time of the 3.5 MB browser
 * bundle (which holds every diagram type): the pie and xychart code come in when first drawn.
 */
export class SummaryRenderer {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page
  ) {}

  /** Starts Chromium and loads the page and Mermaid; call close() when done. */
  static async start(): Promise<SummaryRenderer> {
    const missing = chromiumMissing()
    if (missing) throw new Error(missing)
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      // No background networking: on a machine without a network Chromium would try it anyway.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync'
      ]
    })
    try {
      const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 })
      // The page is self-contained: nothing a summary links to is fetched.
      await page.route(/^(https?|wss?|ftp):/, serve)
      await page.goto(`${PAGE_ORIGIN}/`, { waitUntil: 'load' })
      await page.evaluate(
        `import(${JSON.stringify(`${PAGE_ORIGIN}/mermaid/mermaid.esm.min.mjs`)}).then(m => { window.mermaid = m.default })`
      )
      return new SummaryRenderer(browser, page)
    } catch (error) {
      await browser.close()
      throw error
    }
  }

  /**
   * Draws the summary; with `png`, saves a full-page screenshot there. Returns what a reader would
   * find wrong with it.
   */
  async render(
    source: string,
    { job = 'release', png }: { job?: string; png?: string } = {}
  ): Promise<PageCheck> {
    const { page } = this
    const html = markdownToHtml(source)
    await page.evaluate(`(() => {
      document.querySelector('.card-header').textContent = ${JSON.stringify(`${job} summary`)}
      document.querySelector('article.markdown-body').innerHTML = ${JSON.stringify(html)}
      window.scrollTo(0, 0)
    })()`)
    const errors = (await page.evaluate(`(${DRAW_MERMAID})()`)) as string[]
    await page.evaluate('document.fonts.ready.then(() => true)')
    const mermaidBlocks = await page.locator('section.mermaid-block').count()
    const mermaidDrawn = await page.locator('section.mermaid-block pre.mermaid svg').count()
    const text = await page.locator('article.markdown-body').innerText()
    const errorText = text.split('\n').filter(line => MERMAID_ERROR_TEXT.test(line))
    if (png) await savePng(await page.screenshot({ fullPage: true }), png)
    return {
      mermaidBlocks,
      mermaidDrawn,
      mermaidErrors: [...errors, ...errorText.filter(line => !errors.includes(line))],
      rawMarkdown: rawMarkdownIn(text),
      text
    }
  }

  async close(): Promise<void> {
    await this.browser.close()
  }
}

/**
 * A screenshot as a PNG of at most 256 colours (libimagequant, through sharp), which for text,
 * tables and flat charts looks the same at a third of Chromium's bytes: the pictures are committed.
 */
async function savePng(screenshot: Buffer, file: string): Promise<void> {
  const { default: sharp } = await import('sharp')
  await sharp(screenshot)
    .png({ palette: true, quality: 100, colours: 256, compressionLevel: 9, effort: 10 })
    .toFile(file)
}

let mermaidPath: string | undefined
/** The dist folder of the mermaid package (a devDependency): its builds for the browser. */
function mermaidDist(): string {
  mermaidPath ??= path.dirname(
    createRequire(import.meta.url).resolve('mermaid/dist/mermaid.esm.min.mjs')
  )
  return mermaidPath
}
