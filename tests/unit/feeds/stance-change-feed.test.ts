// @vitest-environment node
// The made-up dev weeks (tests/fixtures/gold-dev): Tarun Menezes objected to KIP-1336 in W24 and
// voted +1 in W26; the KIP's feed and his own say so in the week it changed.
import { describe, expect, it } from 'vitest'
import { siteFeeds } from '../../../scripts/lib/site-feeds'
import { splitDataset } from '../../../src/domain/files/split'
import { goldDevDataset } from '../../helpers/datasets'

describe('feeds say when a stance changed', () => {
  it('in the KIP’s feed and the person’s, in both languages', async () => {
    const files = splitDataset(goldDevDataset())
    const fetchJson = async (path: string) => structuredClone(files.get(path))
    const xml: Record<string, string> = {}
    for await (const feed of siteFeeds(fetchJson, '')) xml[feed.path] = feed.xml
    const kipEntry = (lang: string) =>
      xml[`/${lang}/kips/1336/feed.xml`]!.split('<entry>').find((e) => e.includes('2026-W26'))!
    expect(kipEntry('en')).toContain('Changed stance this week:')
    expect(kipEntry('en')).toContain('Tarun Menezes: Objection → Support')
    expect(kipEntry('zh')).toContain('本周立场有变：')
    const personEntry = xml['/en/people/tarun-menezes/feed.xml']!.split('<entry>').find((e) =>
      e.includes('2026-W26'),
    )!
    expect(personEntry).toContain('KIP-1336: Objection → Support')
    // A week without a change says nothing of it.
    const earlier = xml['/en/kips/1336/feed.xml']!.split('<entry>').find((e) =>
      e.includes('2026-W24'),
    )
    expect(earlier).toBeDefined()
    expect(earlier).not.toContain('Changed stance')
  })
})
