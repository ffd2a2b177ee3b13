/**
 * An Atom feed document (RFC 4287) as XML, written by fast-xml-parser's XMLBuilder, which escapes
 * every text and attribute value (`&` always, whatever follows it). Two feed libraries were tried
 * and dropped for that: the npm `feed` package (through xml-js) writes titles and content as
 * CDATA and splits only the first `]]>`, leaves `<` and `&` raw in attributes, and reads a text's
 * `&amp;` back as `&`; xmlbuilder2 leaves any `&name;` in a text as it is, an undefined entity
 * that no parser accepts. A digest is text people type: "&nbsp;" or "]]>" in it must reach the
 * reader as those characters.
 *
 * The characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF, a lone surrogate) cannot be
 * written at all, escaped or not: each becomes U+FFFD, so the reader sees that something was there.
 */
import { XMLBuilder } from 'fast-xml-parser'

/** HTML as the content of an entry: text, or an element with attributes and children. */
export type Html = string | { tag: string; attrs?: Record<string, string>; children: Html[] }

interface AtomLink {
  href: string
  rel?: 'alternate' | 'self' | 'related'
  type?: string
  hreflang?: string
  title?: string
}

export interface AtomEntry {
  /** An absolute IRI that never changes (src/domain/feeds.ts: feedId). */
  id: string
  title: string
  /** RFC 3339 date-times (feedDate). */
  updated: string
  published: string
  links: AtomLink[]
  /** Written as HTML (`type="html"`), escaped into the XML. */
  content: Html[]
}

export interface AtomFeed {
  id: string
  /** `xml:lang` of the whole feed: "zh-CN", "en". */
  lang: string
  title: string
  subtitle: string
  /** The newest entry's date (RFC 4287: the last time the feed changed significantly). */
  updated: string
  author: { name: string; uri: string }
  links: AtomLink[]
  entries: AtomEntry[]
}

const ATOM_NS = 'http://www.w3.org/2005/Atom'

// Not a Char of XML 1.0 (§2.2): C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding control characters is its whole job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text as XML can hold it: xmlText("a\u0001b") → "a\uFFFDb". */
function xmlText(text: string): string {
  return text.replace(NOT_XML, '\uFFFD')
}

/** A node of XMLBuilder's ordered form: { tag: [children], ":@": { attributes } }. */
type Node = Record<string, unknown>

const text = (value: string): Node => ({ '#text': xmlText(value) })

function element(tag: string, children: Node[], attrs?: Record<string, string | undefined>): Node {
  const defined = Object.entries(attrs ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  return {
    [tag]: children,
    ...(defined.length > 0
      ? { ':@': Object.fromEntries(defined.map(([k, v]) => [k, xmlText(v)])) }
      : {}),
  }
}

const textElement = (tag: string, value: string, attrs?: Record<string, string>) =>
  element(tag, [text(value)], attrs)

function builder(format: boolean) {
  return new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: true,
    suppressEmptyNode: true,
    suppressBooleanAttributes: false,
    format,
    indentBy: '  ',
  })
}
const compact = builder(false)
const indented = builder(true)

function htmlNodes(html: readonly Html[]): Node[] {
  return html.map((node) =>
    typeof node === 'string' ? text(node) : element(node.tag, htmlNodes(node.children), node.attrs),
  )
}

/**
 * HTML as a string: the content of a `type="html"` element, which the document escapes once more.
 * htmlString([{ tag: "p", children: ["a < b"] }]) → "<p>a &lt; b</p>".
 */
function htmlString(html: readonly Html[]): string {
  return compact.build(htmlNodes(html)) as string
}

function link(l: AtomLink): Node {
  return element('link', [], {
    rel: l.rel ?? 'alternate',
    type: l.type,
    hreflang: l.hreflang,
    title: l.title,
    href: l.href,
  })
}

function entry(e: AtomEntry): Node {
  return element('entry', [
    textElement('id', e.id),
    textElement('title', e.title),
    textElement('updated', e.updated),
    textElement('published', e.published),
    ...e.links.map(link),
    textElement('content', htmlString(e.content), { type: 'html' }),
  ])
}

/** The feed as an XML document, UTF-8, indented; the same feed gives the same bytes. */
export function atomXml(feed: AtomFeed): string {
  const doc = [
    element('?xml', [text('')], { version: '1.0', encoding: 'utf-8' }),
    element(
      'feed',
      [
        textElement('id', feed.id),
        textElement('title', feed.title),
        textElement('subtitle', feed.subtitle),
        textElement('updated', feed.updated),
        element('author', [
          textElement('name', feed.author.name),
          textElement('uri', feed.author.uri),
        ]),
        ...feed.links.map(link),
        ...feed.entries.map(entry),
      ],
      { xmlns: ATOM_NS, 'xml:lang': feed.lang },
    ),
  ]
  return `${(indented.build(doc) as string).trim()}\n`
}
