/**
 * Every Atom feed of the site, from the data files the pages are rendered from (src/domain/feeds.ts
 * decides the entries; this puts them into words, in each language, and into Atom).
 *
 * Links: with the site's address (SITE_URL) every link is absolute; without it, relative to the
 * feed file itself (`../../../zh/thread/…/` from `zh/kips/1327/feed.xml`), which a feed reader
 * resolves against the address it fetched the feed from (RFC 4287 §4.2.7.1, RFC 3986), so the
 * site works under any sub-path. Ids are tag URIs and never depend on either.
 */
import type { FetchJson } from '../../src/data/data-source'
import { LANGS, shownIn, textIn, type Lang, type Localized } from '../../src/domain/dataset'
import { readDataFile } from '../../src/domain/files/check'
import type { WeekBundle } from '../../src/domain/files/schemas'
import { FILES } from '../../src/domain/files/descriptors'
import type { DataFile } from '../../src/domain/files/descriptor'
import { VIEW_FILES } from '../../src/domain/files/view-descriptors'
import {
  feedDate,
  feedId,
  hasKipFeed,
  KIP_FEED_STORY_PAGES,
  kipFeedEntries,
  personFeedEntries,
  siteFeedEntries,
  type KipFeedEntry,
  type StanceChange,
} from '../../src/domain/feeds'
import type { StanceFields, StatusFields } from '../../src/domain/dataset'
import {
  committersListDay,
  voteStanding,
  type KipVoteRound,
  type VoteCounts,
} from '../../src/domain/kip-votes'
import { formatDate, formatNumber, formatWeek } from '../../src/i18n/format'
import { i18nFor, loadMessages } from '../../src/i18n/i18n'
import { htmlLang } from '../../src/app/page-head'
import { WIKI_KEYS } from '../../src/shared/components/wiki-state'
import { absoluteHref, appPath, feedPath, rootFrom, siteHref } from '../../src/url/site-paths'
import { atomXml, type AtomEntry, type Html } from './atom'
import type * as v from 'valibot'

/** A feed to write: its address (`/zh/kips/1327/feed.xml`) and its XML. */
export interface FeedFile {
  path: string
  xml: string
}

/** What the words of an entry need: the language, the links, the names and titles of the site. */
interface Context {
  lang: Lang
  t: ReturnType<typeof i18nFor>['t']
  /** An app path as the feed links it (absolute, or relative to the feed). */
  href: (target: string) => string
  names: ReadonlyMap<string, string>
  titles: ReadonlyMap<string, Localized>
}

/** An entry's words, noting where the English reader gets the Chinese original. */
class Words {
  fellBack = false
  constructor(private readonly lang: Lang) {}
  of(text: Localized): string {
    if (shownIn(text, this.lang) !== this.lang) this.fellBack = true
    return textIn(text, this.lang)
  }
}

const el = (tag: string, children: Html[], attrs?: Record<string, string>): Html => ({
  tag,
  children,
  ...(attrs ? { attrs } : {}),
})

function statusLabel(c: Context, s: Pick<StatusFields, 'status' | 'statusBasis'>): string {
  return c.t(s.statusBasis === 'unsure' ? 'status.unsure' : `status.${s.status}`)
}

function voteLabel(c: Context, vote: NonNullable<StanceFields['vote']>): string {
  const standing = voteStanding(vote)
  const binding =
    standing === 'bindingByCommittersList'
      ? c.t('kips.vote.bindingByCommittersList', { asOf: vote.committerAsOf })
      : c.t(`kips.vote.${standing}`)
  return `${vote.value === '-1' ? '−1' : vote.value} ${binding}`
}

/** "Support, +1 binding" */
function stanceLabel(c: Context, p: StanceFields): string {
  const stance = c.t(p.stanceBasis === 'unsure' ? 'kips.stance.unsure' : `kips.stance.${p.stance}`)
  return p.vote ? `${stance}, ${voteLabel(c, p.vote)}` : stance
}

function threadLink(c: Context, words: Words, thread: string): Html {
  const title = c.titles.get(thread)
  return el('a', [title ? words.of(title) : thread], {
    href: c.href(appPath(c.lang, 'thread', thread)),
  })
}

function voteCounts(c: Context, round: KipVoteRound): Html[] {
  const counts = (label: string, n: VoteCounts) =>
    n['+1'] + n['-1'] + n['0'] === 0
      ? []
      : [`${label}: ${c.t('kips.voteCounts', { plus: n['+1'], minus: n['-1'], zero: n['0'] })}`]
  const listDay = committersListDay(round)
  const parts = [
    ...counts(c.t('kips.vote.binding'), round.binding),
    ...(listDay
      ? counts(
          c.t('kips.vote.bindingByCommittersList', { asOf: listDay }),
          round.bindingByCommittersList,
        )
      : []),
    ...counts(c.t('kips.vote.nonBinding'), round.nonBinding),
    ...counts(c.t('kips.vote.unstated'), round.unstated),
  ]
  return [el('p', [el('strong', [c.t('kips.votes')]), ` ${parts.join('; ')}`])]
}

/** The entry's content, after the note that the English reader is given the Chinese original. */
function content(c: Context, words: Words, html: Html[]): Html[] {
  return words.fellBack ? [el('p', [el('em', [c.t('content.chineseOnly')])]), ...html] : html
}

function siteWeekEntry(c: Context, bundle: WeekBundle): AtomEntry {
  const { week, threads } = bundle
  const words = new Words(c.lang)
  const html: Html[] = [
    el('p', [
      `${formatWeek(week.id, c.lang)} · `,
      c.t('timeline.jiraCreated', {
        count: week.jira.created,
        formattedCount: formatNumber(week.jira.created, c.lang),
      }),
    ]),
    el(
      'ul',
      threads.map((thread) =>
        el('li', [
          threadLink(c, words, thread.id),
          ' — ',
          el('strong', [statusLabel(c, thread)]),
          `: ${words.of(thread.conclusion)}`,
        ]),
      ),
    ),
  ]
  return {
    id: feedId(c.lang, ['weeks', week.id]),
    title: c.t('feed.siteWeek', {
      week: week.id,
      threads: c.t('timeline.threads', { count: threads.length }),
    }),
    updated: feedDate(week.end),
    published: feedDate(week.end),
    links: [{ href: c.href(appPath(c.lang, 'week', week.id)), type: 'text/html' }],
    content: content(c, words, html),
  }
}

function kipEntry(c: Context, kip: number, entry: KipFeedEntry, wikiUrl: string | null): AtomEntry {
  const date = feedDate(entry.day)
  const id = feedId(c.lang, entry.key)
  const kipPage = c.href(appPath(c.lang, 'kips', String(kip)))
  if (entry.kind === 'wiki') {
    const title = c.t('feed.wiki', {
      kip,
      state: c.t(`kips.wikiState.${WIKI_KEYS[entry.state]}`),
      date: formatDate(entry.day, c.lang),
    })
    const wiki = wikiUrl && /^https?:\/\//i.test(wikiUrl) ? wikiUrl : null
    return {
      id,
      title,
      updated: date,
      published: date,
      links: [
        { href: kipPage, type: 'text/html' },
        ...(wiki ? [{ href: wiki, rel: 'related' as const }] : []),
      ],
      content: [
        el('p', [title]),
        ...(wiki ? [el('p', [el('a', [c.t('feed.wikiPage')], { href: wiki })])] : []),
      ],
    }
  }
  const words = new Words(c.lang)
  const html = entry.threads.flatMap((thread) => {
    const round = entry.votes.find((r) => r.thread === thread.id)
    return [
      el('p', [
        threadLink(c, words, thread.id),
        ' — ',
        el('strong', [statusLabel(c, thread)]),
        `: ${words.of(thread.conclusion)}`,
      ]),
      ...(thread.positions.length > 0
        ? [
            el(
              'ul',
              thread.positions.map((p) =>
                el('li', [
                  el('strong', [c.names.get(p.person) ?? p.name]),
                  ` (${stanceLabel(c, p)}): ${words.of(p.text)}`,
                ]),
              ),
            ),
          ]
        : []),
      ...(round ? voteCounts(c, round) : []),
    ]
  })
  html.push(
    ...stanceChanges(c, entry.changes, (change) => c.names.get(change.person) ?? change.name),
  )
  const last = entry.threads.at(-1)!
  return {
    id,
    title: c.t('feed.kipWeek', { kip, week: entry.week, status: statusLabel(c, last) }),
    updated: date,
    published: date,
    links: [{ href: c.href(appPath(c.lang, 'thread', last.id)), type: 'text/html' }],
    content: content(c, words, html),
  }
}

/** "Changed stance: Jun Rao: Concern → Support", one line per change; nothing without one. */
function stanceChanges(
  c: Context,
  changes: readonly StanceChange[],
  who: (change: StanceChange) => string,
): ReturnType<typeof el>[] {
  if (changes.length === 0) return []
  return [
    el('p', [el('strong', [c.t('feed.stanceChanges')])]),
    el(
      'ul',
      changes.map((change) =>
        el('li', [
          `${who(change)}: ${c.t(`kips.stance.${change.from}`)} → ${c.t(`kips.stance.${change.to}`)}`,
        ]),
      ),
    ),
  ]
}

function personEntry(
  c: Context,
  name: string,
  entry: ReturnType<typeof personFeedEntries>[number],
): AtomEntry {
  const words = new Words(c.lang)
  const html = entry.threads.flatMap((thread) => [
    el('p', [
      threadLink(c, words, thread.thread),
      ' — ',
      el('strong', [statusLabel(c, thread.status)]),
    ]),
    el(
      'ul',
      thread.positions.map((p) => el('li', [`${stanceLabel(c, p)}: ${words.of(p.text)}`])),
    ),
  ])
  html.push(...stanceChanges(c, entry.changes, (change) => `KIP-${change.kip}`))
  const positions = entry.threads.reduce((n, th) => n + th.positions.length, 0)
  return {
    id: feedId(c.lang, entry.key),
    title: c.t('feed.personWeek', {
      name,
      week: entry.week,
      positions: c.t('kips.positionCount', { count: positions }),
    }),
    updated: feedDate(entry.day),
    published: feedDate(entry.day),
    // Their first thread of the week, as the digest orders them (the others are linked inside).
    links: [
      { href: c.href(appPath(c.lang, 'thread', entry.threads[0]!.thread)), type: 'text/html' },
    ],
    content: content(c, words, html),
  }
}

/** One feed in one language: the page it follows, its title, its entries. */
function feedFile(
  lang: Lang,
  parts: string[],
  /** The page's own title (none for the site's feed: the site's name is its title). */
  text: { title?: string; subtitle: string },
  entries: (c: Context) => AtomEntry[],
  shared: Omit<Context, 'lang' | 't' | 'href'> & { siteUrl: string },
): FeedFile {
  const path = feedPath(lang, ...parts)
  const { t } = i18nFor(lang)
  const href = (target: string) =>
    shared.siteUrl
      ? absoluteHref(siteHref(target), shared.siteUrl)
      : `${rootFrom(path)}${siteHref(target)}`
  const c: Context = { lang, t, href, names: shared.names, titles: shared.titles }
  const list = entries(c)
  // The pages link a feed by the same rules (hasKipFeed, every person, every week): an empty one
  // is a bug of those rules, not a feed to publish.
  if (list.length === 0) throw new Error(`feeds: ${path} would have no entries`)
  const site = t('app.title')
  return {
    path,
    xml: atomXml({
      id: feedId(lang, [...parts, 'feed']),
      lang: htmlLang(lang),
      title: text.title ? `${text.title} · ${site}` : site,
      subtitle: text.subtitle,
      // Never the clock: the newest entry's date (every feed written has one).
      updated: list[0]!.updated,
      author: { name: site, uri: href(appPath(lang)) },
      links: [
        { href: href(path), rel: 'self', type: 'application/atom+xml' },
        { href: href(appPath(lang, ...parts)), type: 'text/html' },
      ],
      entries: list,
    }),
  }
}

/**
 * Every feed of the site, one after the other (a long history has thousands: none is held
 * longer than it takes to write it). `fetchJson` reads a data file by its path under data/.
 */
export async function* siteFeeds(fetchJson: FetchJson, siteUrl: string): AsyncGenerator<FeedFile> {
  const read = <S extends v.GenericSchema, A extends unknown[]>(file: DataFile<S, A>, ...args: A) =>
    readDataFile(fetchJson, file, ...args)
  await loadMessages(...LANGS)
  const index = await read(FILES.index)
  const cards = await read(FILES.cards)
  const shared = {
    siteUrl,
    names: new Map(index.people.map((p) => [p.id, p.name])),
    titles: new Map(cards.map((card) => [card.id, card.title])),
  }
  const weekEnds = new Map(index.weeks.map((w) => [w.id, w.end]))

  const weeks = await Promise.all(siteFeedEntries(index.weeks).map((e) => read(FILES.week, e.week)))
  if (weeks.length > 0)
    for (const lang of LANGS) {
      const { t } = i18nFor(lang)
      yield feedFile(
        lang,
        [],
        { subtitle: t('meta.home') },
        (c) => weeks.map((bundle) => siteWeekEntry(c, bundle)),
        shared,
      )
    }

  for (const { kip } of await read(VIEW_FILES.catalog)) {
    const story = await read(VIEW_FILES.kip, kip)
    if (!hasKipFeed(story)) continue
    const pages = await Promise.all(
      Array.from({ length: Math.min(story.storyPages, KIP_FEED_STORY_PAGES) }, (_, i) =>
        read(VIEW_FILES.kipStoryPage, kip, i + 1),
      ),
    )
    const entries = kipFeedEntries(kip, story, pages, weekEnds)
    for (const lang of LANGS) {
      const { t } = i18nFor(lang)
      yield feedFile(
        lang,
        ['kips', String(kip)],
        {
          title: story.title ? `KIP-${kip}: ${story.title}` : `KIP-${kip}`,
          subtitle: t('feed.kipSubtitle', { kip }),
        },
        (c) => entries.map((e) => kipEntry(c, kip, e, story.links.wiki)),
        shared,
      )
    }
  }

  const order = new Map(cards.map((card, i) => [card.id, i]))
  for (const person of index.people) {
    const { pages, kips } = await read(VIEW_FILES.person, person.id)
    // Their threads by KIP, a page at a time: the newest weeks can be on any page.
    const groups = await Promise.all(
      Array.from({ length: pages }, (_, i) => read(VIEW_FILES.personPage, person.id, i + 1)),
    )
    const entries = personFeedEntries(
      person.id,
      { groups: groups.flat() },
      weekEnds,
      order,
      kips,
      person.name,
    )
    for (const lang of LANGS) {
      const { t } = i18nFor(lang)
      yield feedFile(
        lang,
        ['people', person.id],
        { title: person.name, subtitle: t('meta.person', { name: person.name }) },
        (c) => entries.map((e) => personEntry(c, person.name, e)),
        shared,
      )
    }
  }
}
