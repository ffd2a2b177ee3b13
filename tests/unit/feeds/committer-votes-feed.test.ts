// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteFeeds } from '../../../scripts/lib/site-feeds'
import { buildDataset } from '../../../src/domain/build-dataset'
import type { CommittersList } from '../../../src/domain/committers'
import { splitDataset } from '../../../src/domain/files/split'
import type { PeopleTable } from '../../../src/domain/people'
import { ROOT } from '../../helpers/datasets'

/** MADE UP (tests/fixtures/committers/README.md): a KIP-9101 vote, its people and a list. */
const FIXTURE = join(ROOT, 'tests/fixtures/committers')
const read = (name: string) => readFileSync(join(FIXTURE, name), 'utf8')

describe('a KIP’s feed', () => {
  it('says which votes are binding by the committers list, apart from the stated ones', async () => {
    const built = buildDataset({
      files: [{ name: '2026-06-01.zh.txt', text: read('2026-06-01.zh.txt') }],
      people: JSON.parse(read('people.json')) as PeopleTable,
      committers: JSON.parse(read('committers.json')) as CommittersList,
    })
    if (!built.ok) throw new Error(JSON.stringify(built.errors))
    const files = splitDataset(built.dataset)
    const fetchJson = async (path: string) => structuredClone(files.get(path))
    const xml: Record<string, string> = {}
    for await (const feed of siteFeeds(fetchJson, '')) xml[feed.path] = feed.xml
    expect(xml['/en/kips/9101/feed.xml']).toContain('+1 binding (committer as of Jan 2025)')
    expect(xml['/en/kips/9101/feed.xml']).toContain(
      'binding: +1: 1 · −1: 0 · 0: 0; binding (committer as of Jan 2025): +1: 3 · −1: 0 · 0: 0',
    )
    expect(xml['/zh/kips/9101/feed.xml']).toContain('+1 绑定（据 2025年1月提交者名单）')
  })
})
