// Every e-mail of the shop, as a person reads it on a phone with images off (issue 25, point 3): each
// sample of `npm run mail:preview` (scripts/mail-preview/samples.mjs) is drawn by PocketBase's templates
// (docs/adr/0089) and opened in Debian's Chromium at 390 px wide, with no network at all (every request
// aborted: the mails' images point at the shop). What a person sees is asserted: nothing wider than the
// screen, the title and every link readable on it, every image replaced by words, no text under 12 px,
// and the text part keeps every link of the HTML part. Screenshots stay in test-results/mail/ to look at.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Page, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DrawnMail, renderMails } from '../../scripts/lib/mail-render.mjs'
import { projectRoot } from '../../scripts/lib/pocketbase-server.mjs'
import { mailSamples } from '../../scripts/mail-preview/samples.mjs'

const WIDTH = 390
const OUT = join(process.cwd(), 'test-results', 'mail')
const samples = mailSamples()

let browser: Browser
let page: Page
let drawn: DrawnMail[]
/** What the page asked the network for (all refused). */
let requests: Array<{ url: string; type: string }> = []

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true })
  drawn = await renderMails(samples.map(({ mail, args }) => ({ mail, args })))
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  })
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, locale: 'fr-FR', colorScheme: 'light' })
  // Images off, and no network at all: a mail client that blocks remote content.
  await context.route('**/*', (route) => {
    requests.push({ url: route.request().url(), type: route.request().resourceType() })
    return route.abort('blockedbyclient')
  })
  page = await context.newPage()
})

afterAll(async () => {
  await browser?.close()
})

/** What a person sees of one drawn e-mail, measured in the page (runs in Chromium: self-contained). */
function inspect(width: number) {
  const problems: string[] = []
  const words = (value: string | null | undefined) => (value || '').replace(/\s+/g, ' ').trim()
  const named = (element: Element) =>
    `<${element.tagName.toLowerCase()}> « ${words((element as HTMLElement).innerText || element.getAttribute('alt')).slice(0, 50)} »`
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect()
    return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && box.width > 0 && box.height > 0
  }
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.left >= -0.5 && box.right <= width + 0.5
  }

  // Nothing wider than the screen: neither the page nor any element.
  const pageWidth = document.documentElement.scrollWidth
  if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide: it scrolls sideways on a ${width} px screen`)
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) continue
    // The outermost element beyond the screen names the place (its rows and cells would repeat it).
    if (!onScreen(element) && (!element.parentElement || onScreen(element.parentElement))) {
      problems.push(`${named(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px, beyond the screen`)
    }
    // Words running out of their box (a long address or link): cut off or over the margin. (A blocked
    // image's alt may be cut: the images are judged below.)
    if (element.tagName !== 'IMG' && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`${named(element)} does not fit its box (${element.scrollWidth} px in ${element.clientWidth} px)`)
    }
  }

  // The title.
  const headings = Array.from(document.querySelectorAll('h1'))
  if (!words(document.title)) problems.push('no <title>')
  if (headings.length !== 1) problems.push(`${headings.length} <h1> instead of one`)
  for (const heading of headings) {
    if (!words(heading.innerText) || !shown(heading) || !onScreen(heading)) problems.push(`the title ${named(heading)} is not readable`)
  }

  // Every link: its words visible on the screen (an image link is judged with the images below).
  const links = Array.from(document.querySelectorAll('a[href]')) as HTMLAnchorElement[]
  for (const link of links) {
    if (!words(link.innerText) && link.querySelector('img')) continue
    if (!words(link.innerText)) problems.push(`a link to ${link.getAttribute('href')} has no words`)
    else if (!shown(link) || !onScreen(link)) problems.push(`the link ${named(link)} is not visible on the screen`)
  }

  // Every image: blocked here, so it needs an alt, and its information in words nearby: an image
  // link needs a visible link with words to the same address; any other image, its alt in the text.
  const images = Array.from(document.images)
  for (const image of images) {
    const alt = words(image.getAttribute('alt'))
    if (image.complete && image.naturalWidth > 0) problems.push(`the image ${image.getAttribute('src')} loaded although images are off`)
    if (!alt) problems.push(`the image ${image.getAttribute('src')} has no alt`)
    const link = image.closest('a[href]')
    if (link) {
      const href = link.getAttribute('href')
      const inWords = links.some(
        (other) => other !== link && other.getAttribute('href') === href && words(other.innerText) && shown(other) && onScreen(other),
      )
      if (!inWords) problems.push(`the image link ${named(image)} has no link in words to ${href} beside it`)
    } else if (alt && !words(document.body.innerText).includes(alt)) {
      problems.push(`the image ${named(image)} has its information nowhere in the text`)
    }
  }

  // No text under 12 px.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const small = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !words(node.textContent) || !shown(parent)) continue
    if (parseFloat(getComputedStyle(parent).fontSize) < 12) small.add(parent)
  }
  for (const element of small) problems.push(`${named(element)} is written in ${getComputedStyle(element).fontSize}`)

  return {
    problems,
    hrefs: links.map((link) => link.getAttribute('href') || ''),
    visibleText: document.body.innerText,
  }
}

/** Opens one e-mail's HTML part in the page and measures it. */
async function open(html: string, screenshot?: string) {
  requests = []
  await page.setContent(html, { waitUntil: 'load' })
  if (screenshot) await page.screenshot({ path: join(OUT, `${screenshot}.png`), fullPage: true })
  return page.evaluate(inspect, WIDTH)
}

/** The links of the HTML part the text part lacks (a mailto: link by its address). */
function missingFromText(hrefs: string[], text: string): string[] {
  return hrefs.filter((href) => !text.includes(href.startsWith('mailto:') ? href.slice('mailto:'.length) : href))
}

describe('the samples of npm run mail:preview', () => {
  it('draw every e-mail of lib/mail-templates.js', () => {
    const source = readFileSync(join(projectRoot, 'pocketbase', 'pb_hooks', 'lib', 'mail-templates.js'), 'utf8')
    const exported = /module\.exports = \{([^}]*)\}/.exec(source)?.[1] ?? ''
    const helpers = ['KIND_LABELS', 'LEGAL_GUARANTEE', 'shortId', 'shopOf', 'legalGuaranteeNotice']
    const mails = exported
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !helpers.includes(name))
    expect(mails).toHaveLength(26)
    const shopMails = samples.filter((sample) => !sample.mail.startsWith('account:'))
    expect([...new Set(shopMails.map((sample) => sample.mail))].sort()).toEqual(mails.sort())
    // And PocketBase's own account e-mails, as the migrations set them.
    expect(samples.filter((sample) => sample.mail.startsWith('account:'))).toHaveLength(3)
    expect(new Set(samples.map((sample) => sample.name)).size).toBe(samples.length)
  })
})

describe('npm run mail:preview', () => {
  it('writes both parts of every sample and an index of their subjects, escaped', () => {
    const out = mkdtempSync(join(tmpdir(), 'mail-preview-'))
    try {
      const run = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'mail-preview.mjs'), '--out', out], { encoding: 'utf8' })
      expect(run.stderr).toBe('')
      expect(run.stdout).toBe(`${samples.length} e-mails drawn into ${out}/ (open index.html)\n`)
      const index = readFileSync(join(out, 'index.html'), 'utf8')
      for (const [position, { name }] of samples.entries()) {
        expect(readFileSync(join(out, `${name}.html`), 'utf8')).toBe(drawn[position].html)
        expect(readFileSync(join(out, `${name}.txt`), 'utf8')).toBe(drawn[position].text)
        expect(index).toContain(`<a href="${name}.html">HTML</a> · <a href="${name}.txt">text</a>`)
      }
      // A subject holds what a visitor typed: the index shows it, it does not run it.
      expect(index).toContain('<td>Nouveau message : Taille du bracelet &lt;Sérénité&gt; &amp; délais</td>')
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

describe(`every e-mail in Chromium at ${WIDTH} px, images off`, () => {
  it.each(samples.map((sample, index) => [sample.name, index] as const))('%s', async (name, index) => {
    const mail = drawn[index]
    const seen = await open(mail.html, name)
    expect(seen.problems).toEqual([])
    // Nothing but images is fetched (no web font, style sheet or tracker), and those were refused.
    expect(requests.filter((request) => request.type !== 'image')).toEqual([])
    // A reader without HTML loses no link (PocketBase writes the account e-mails' text part itself).
    expect(seen.hrefs.length).toBeGreaterThan(0)
    if (!samples[index].mail.startsWith('account:')) expect(missingFromText(seen.hrefs, mail.text)).toEqual([])
  })

  it('shows the legal-guarantee QR code’s address in words, and the text part gives it', async () => {
    const index = samples.findIndex((sample) => sample.name === 'order-confirmation')
    const seen = await open(drawn[index].html)
    expect(requests.map((request) => request.url)).toEqual(['http://localhost:5173/garantie-legale-qr.png'])
    expect(seen.visibleText).toContain('europa.eu/youreurope/garanties')
    expect(drawn[index].text).toContain('https://europa.eu/youreurope/garanties')
  })
})

describe('the check itself', () => {
  it('fails an e-mail too wide for a phone, an image without words, small print and a link the text part lacks', async () => {
    const index = samples.findIndex((sample) => sample.name === 'order-shipped')
    const broken = drawn[index].html.replace(
      '<h1',
      '<table style="width:700px"><tr><td>Large</td></tr></table>' +
        '<p style="font-size:10px"><a href="https://example.org/ailleurs">Ailleurs</a></p>' +
        '<a href="https://example.org/image"><img src="https://example.org/photo.jpg" width="80" height="80"></a><h1',
    )
    const seen = await open(broken)
    expect(seen.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the page is \d+ px wide/),
        expect.stringMatching(/^<table> « Large » spans 28–728 px/),
        'the image https://example.org/photo.jpg has no alt',
        expect.stringMatching(/^the image link .* has no link in words to https:\/\/example.org\/image/),
        '<a> « Ailleurs » is written in 10px',
      ]),
    )
    expect(missingFromText(seen.hrefs, drawn[index].text)).toEqual(['https://example.org/ailleurs', 'https://example.org/image'])
  })
})
