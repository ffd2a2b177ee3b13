import { ensureFile, type DataContext as Data } from '../data/file-queries'
import { viewFiles } from '../data/view-queries'
import { FILES } from '../domain/files/descriptors'
import { weekOfThread } from '../domain/thread-ids'
import { textIn, type Lang } from '../domain/dataset'
import { formatDate, formatDateSpan } from '../i18n/format'
import { i18nFor, type Messages } from '../i18n/i18n'
import { parseKipParam } from '../url/search-params'
import { feedPath } from '../url/site-paths'
import type { PageMeta } from './page-head'

const t = (lang: Lang) => i18nFor(lang).t

/**
 * A view whose page says the same whatever the data: its title and description are its texts
 * `meta.<view>.title` and `.description` in both locales (a view's own, found by its name).
 */
export type ViewTexts = {
  [K in keyof Messages['meta']]: Messages['meta'][K] extends { title: string; description: string }
    ? K
    : never
}[keyof Messages['meta']]

/** The site's feed in a language: every week (home and the week pages link it). */
const siteFeed = (lang: Lang) => ({ path: feedPath(lang), title: t(lang)('feed.site') })

/**
 * Reads what a page's meta needs; a page whose data cannot be read (or does not exist) gets the
 * not-found meta, and its view says what went wrong.
 */
async function orMissing(read: () => Promise<PageMeta | undefined>): Promise<PageMeta | undefined> {
  try {
    return await read()
  } catch {
    return undefined
  }
}

/**
 * The title and description of every page, in its language, from the data the page shows: the
 * router's `loader` (views with data) and `head` (router.tsx) put them into the document.
 */
export const pageMeta = {
  landing: (): PageMeta => ({ description: t('zh')('meta.home') }),
  home: (lang: Lang): PageMeta => ({ description: t(lang)('meta.home'), feed: siteFeed(lang) }),
  view: (lang: Lang, view: ViewTexts): PageMeta => ({
    title: t(lang)(`meta.${view}.title`),
    description: t(lang)(`meta.${view}.description`),
  }),
  missing: (lang: Lang): PageMeta => ({
    title: t(lang)('notFound.heading'),
    description: t(lang)('notFound.page'),
  }),

  week: (data: Data, lang: Lang, weekId: string) =>
    orMissing(async () => {
      const index = await ensureFile(data, FILES.index)
      const week = index.weeks.find((w) => w.id === weekId)
      if (!week) return undefined
      return {
        title: t(lang)('meta.week.title', { week: week.id }),
        description: t(lang)('meta.week.description', {
          start: week.start,
          end: week.end,
          count: week.threadCount,
          created: week.jiraCreated,
        }),
        feed: siteFeed(lang),
      }
    }),

  edition: (data: Data, lang: Lang, weekId: string) =>
    orMissing(async () => {
      const index = await ensureFile(data, FILES.index)
      const week = index.weeks.find((w) => w.id === weekId)
      if (!week) return undefined
      const span = formatDateSpan(week.start, week.end, lang)
      return {
        title: t(lang)('meta.edition.title', { span }),
        description: t(lang)('meta.edition.description', { span }),
      }
    }),

  thread: (data: Data, lang: Lang, threadId: string) =>
    orMissing(async () => {
      const weekId = weekOfThread(threadId)
      if (!weekId) return undefined
      const bundle = await ensureFile(data, FILES.week, weekId)
      const thread = bundle.threads.find((th) => th.id === threadId)
      if (!thread) return undefined
      return {
        title: textIn(thread.title, lang),
        description: `${t(lang)(`status.${thread.status}`)} · ${textIn(thread.conclusion, lang)}`,
      }
    }),

  kip: (data: Data, lang: Lang, param: string) =>
    orMissing(async () => {
      const kip = parseKipParam(param)
      if (kip === undefined) return undefined
      const [{ VIEW_FILES }, { hasKipFeed }] = await Promise.all([
        viewFiles(),
        import('../domain/feeds'),
      ])
      const [story, index] = await Promise.all([
        ensureFile(data, VIEW_FILES.kip, kip),
        ensureFile(data, FILES.index),
      ])
      // The thread that decides its status is on the first page of its story (its newest weeks).
      const newest =
        story.storyPages > 0 ? await ensureFile(data, VIEW_FILES.kipStoryPage, kip, 1) : undefined
      const last = newest?.weeks[0]?.threads.at(-1)
      const description = last
        ? `${t(lang)(`status.${last.status}`)} · ${textIn(last.conclusion, lang)}`
        : story.mentions.length > 0 || !story.fact || !index.kipFactsAsOf
          ? t(lang)('meta.kipMentioned', { kip, count: story.mentions.length })
          : t(lang)('meta.kipWiki', { kip, date: formatDate(index.kipFactsAsOf, lang) })
      return {
        title: story.title ? `KIP-${kip}: ${story.title}` : `KIP-${kip}`,
        description,
        ...(hasKipFeed(story)
          ? {
              feed: {
                path: feedPath(lang, 'kips', String(kip)),
                title: t(lang)('feed.kip', { kip }),
              },
            }
          : {}),
      }
    }),

  person: (data: Data, lang: Lang, personId: string) =>
    orMissing(async () => {
      const index = await ensureFile(data, FILES.index)
      const person = index.people.find((p) => p.id === personId)
      if (!person) return undefined
      return {
        title: person.name,
        description: t(lang)('meta.person', { name: person.name }),
        // Everyone the index lists took a position: each has a feed.
        feed: {
          path: feedPath(lang, 'people', person.id),
          title: t(lang)('feed.person', { name: person.name }),
        },
      }
    }),
}
