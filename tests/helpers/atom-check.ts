/**
 * What RFC 4287 requires of an Atom feed document, checked on the document as a strict XML
 * parser reads it (the DOMParser of jsdom, whose parser rejects any document that is not
 * well-formed, an undefined entity or a forbidden character included). Returns the problems,
 * each naming the element; [] for a valid feed. Only the rules our feeds can break are here:
 * the required elements and their cardinality, absolute ids, RFC 3339 dates, links with an href,
 * unique entry ids, an alternate link on every entry, a self link.
 */
const ATOM = 'http://www.w3.org/2005/Atom'
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:\S+$/i

/** The children of `parent` in the Atom namespace named `name`. */
export function atomChildren(parent: Element, name: string): Element[] {
  return [...parent.children].filter((c) => c.namespaceURI === ATOM && c.localName === name)
}

/** The document, or an error with the parser's message when it is not well-formed XML. */
export function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return doc
}

function checkDate(where: string, el: Element | undefined, problems: string[]) {
  const text = el?.textContent ?? ''
  if (!RFC3339.test(text) || Number.isNaN(Date.parse(text)))
    problems.push(`${where}: "${text}" is not an RFC 3339 date-time`)
}

/** The metadata every feed and entry must have exactly once: id, title, updated. */
function checkRequired(where: string, el: Element, problems: string[]) {
  for (const name of ['id', 'title', 'updated']) {
    const found = atomChildren(el, name)
    if (found.length !== 1) problems.push(`${where}: ${found.length} <${name}>, must be 1`)
  }
  const id = atomChildren(el, 'id')[0]?.textContent ?? ''
  if (!ABSOLUTE_IRI.test(id)) problems.push(`${where}: id "${id}" is not an absolute IRI`)
  if ((atomChildren(el, 'title')[0]?.textContent ?? '').trim() === '')
    problems.push(`${where}: empty title`)
  checkDate(`${where} updated`, atomChildren(el, 'updated')[0], problems)
  for (const published of atomChildren(el, 'published'))
    checkDate(`${where} published`, published, problems)
  for (const link of atomChildren(el, 'link'))
    if (!link.getAttribute('href')) problems.push(`${where}: a <link> without href`)
  // At most one alternate link per type and language (RFC 4287 §4.1.1).
  const alternates = atomChildren(el, 'link')
    .filter((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')
    .map((l) => `${l.getAttribute('type')}|${l.getAttribute('hreflang')}`)
  if (new Set(alternates).size !== alternates.length)
    problems.push(`${where}: two alternate links of the same type and language`)
}

/** The problems of an Atom feed document (see the top of the file); [] when there are none. */
export function atomProblems(xml: string): string[] {
  const problems: string[] = []
  let doc: Document
  try {
    doc = parseXml(xml)
  } catch (error) {
    return [(error as Error).message]
  }
  const feed = doc.documentElement
  if (feed.namespaceURI !== ATOM || feed.localName !== 'feed')
    return [`the root is <${feed.localName}> in ${feed.namespaceURI}, not an Atom <feed>`]
  checkRequired('feed', feed, problems)
  const selfLinks = atomChildren(feed, 'link').filter((l) => l.getAttribute('rel') === 'self')
  if (selfLinks.length !== 1) problems.push(`feed: ${selfLinks.length} self links, should be 1`)
  const entries = atomChildren(feed, 'entry')
  const feedAuthor = atomChildren(feed, 'author').length > 0
  const ids = new Set<string>()
  entries.forEach((entry, i) => {
    const where = `entry ${i + 1}`
    checkRequired(where, entry, problems)
    if (!feedAuthor && atomChildren(entry, 'author').length === 0)
      problems.push(`${where}: no author, and the feed has none`)
    for (const author of [...atomChildren(feed, 'author'), ...atomChildren(entry, 'author')])
      if (atomChildren(author, 'name').length !== 1)
        problems.push(`${where}: an author without a name`)
    const alternate = atomChildren(entry, 'link').some(
      (l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate',
    )
    if (!alternate) problems.push(`${where}: no alternate link`)
    const id = atomChildren(entry, 'id')[0]?.textContent ?? ''
    if (ids.has(id)) problems.push(`${where}: id ${id} is not unique`)
    ids.add(id)
    for (const content of atomChildren(entry, 'content'))
      if (!['text', 'html', 'xhtml', null].includes(content.getAttribute('type')))
        problems.push(`${where}: content of type ${content.getAttribute('type')}`)
    // Text and HTML are text in the XML: markup inside is escaped, never elements (§3.1.1).
    for (const el of [...entry.children].filter((c) => c.namespaceURI === ATOM))
      if (
        ['title', 'summary', 'content', 'rights'].includes(el.localName) &&
        el.getAttribute('type') !== 'xhtml' &&
        el.children.length > 0
      )
        problems.push(`${where}: <${el.localName}> of type text or html holds elements`)
  })
  return problems
}
