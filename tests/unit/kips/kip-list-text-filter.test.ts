import { describe, expect, it } from 'vitest'
import type { Dataset } from '../../../src/domain/dataset'
import { splitDataset } from '../../../src/domain/files/split'
import { kipCatalog } from '../../../src/domain/kip-catalog'
import { matchingKips } from '../../../src/domain/search/engine'
import { kipList } from '../../../src/features/kips/kip-list'
import { searchSourcesFromFiles } from '../../../scripts/lib/search-files'
import { goldDevDataset, realDataset } from '../../helpers/datasets'

/** The KIPs a query of the KIP list's text filter finds, over the index the build writes. */
function kipFinder(dataset: Dataset) {
  const files = splitDataset(dataset)
  const { index } = searchSourcesFromFiles((path) => {
    if (!files.has(path)) throw new Error(`no such data file: ${path}`)
    return JSON.parse(JSON.stringify(files.get(path)))
  })
  return async (query: string) => [...(await matchingKips(index, query))].sort((a, b) => a - b)
}

const real = realDataset()
const catalog = kipCatalog(real)
const findReal = kipFinder(real)
const findDev = kipFinder(goldDevDataset())
/** The KIPs the wiki's catalogue says Ken Huang wrote. */
const byKenHuang = catalog.filter((row) => row.author === 'Ken Huang').map((row) => row.kip)

describe("the KIP list's text filter finds a KIP by what the digests say of it", () => {
  it('in Chinese: 无盘 ("diskless", only in the threads about KIP-1163) finds KIP-1163', async () => {
    expect(await findReal('无盘')).toContain(1163)
    expect(await findReal('无盘主题的元数据')).toContain(1163)
  })

  it('in either script of Chinese: 無盤 finds it too', async () => {
    expect(await findReal('無盤')).toEqual(await findReal('无盘'))
  })

  it('in English, in the English edition of the same threads', async () => {
    expect(await findReal('tiered storage')).toContain(1163)
  })

  it('words from different KIPs find neither: every word must match one KIP', async () => {
    expect(await findReal('无盘 Kirk')).toEqual([])
  })
})

describe("the KIP list's text filter finds a KIP by its people", () => {
  it('its author in the catalogue: "Ken Huang" finds every KIP he wrote', async () => {
    expect(byKenHuang.length).toBeGreaterThan(1)
    expect(await findReal('Ken Huang')).toEqual(expect.arrayContaining(byKenHuang))
    expect(await findReal('ken huang')).toEqual(await findReal('Ken Huang'))
  })

  it('under another spelling of the same person: 黃竣陽 and 黄竣阳 find them too', async () => {
    expect(await findReal('黃竣陽')).toEqual(expect.arrayContaining(byKenHuang))
    expect(await findReal('黄竣阳')).toEqual(await findReal('黃竣陽'))
  })

  it('someone who took a position on it: Greg Harris on KIP-1163', async () => {
    expect(await findReal('Greg Harris')).toContain(1163)
    expect(await findReal('Greg Harris')).not.toContain(1327)
  })
})

describe("the KIP list's text filter by number and title, as before", () => {
  it('a number finds its KIP, however written', async () => {
    expect(await findReal('1150')).toContain(1150)
    expect(await findReal('KIP-1150')).toContain(1150)
  })

  it("a number named in another KIP's discussion does not find that KIP", async () => {
    // KIP-1328's threads in the dev weeks name KIP-1191; the filter for 1191 is KIP-1191.
    expect(await findDev('KIP-1191')).toEqual([1191])
  })

  it('title words, a word being typed too', async () => {
    const diskless = await findReal('diskless topics')
    expect(diskless).toContain(1150)
    expect(await findReal('diskl')).toEqual(expect.arrayContaining(diskless))
  })

  it('nothing for words nothing has', async () => {
    expect(await findReal('zzzqqq')).toEqual([])
  })
})

describe('the KIP list with a text filter', () => {
  it('keeps the KIPs it found, and the other filters still apply', async () => {
    const found = new Set(await findReal('无盘'))
    const view = kipList(catalog, { q: '无盘' }, found)
    expect(view.rows.map((row) => row.kip)).toContain(1163)
    expect(view.total).toBe(found.size)
    const notDiscussed = kipList(catalog, { q: '无盘', discussed: false }, found)
    expect(notDiscussed.rows.map((row) => row.kip)).not.toContain(1163)
  })

  it('without a text filter, every KIP', () => {
    expect(kipList(catalog, {}, null).total).toBe(catalog.length)
  })
})
