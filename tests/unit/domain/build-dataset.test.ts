// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { buildDataset, type BuildInput, type DigestFile } from '../../../src/domain/build-dataset'
import type { PeopleTable } from '../../../src/domain/people'

const root = new URL('../../../', import.meta.url)
const madeUpDir = new URL('tests/fixtures/made-up/', root)
const madeUp: DigestFile[] = readdirSync(madeUpDir)
  .filter((n) => n.endsWith('.txt'))
  .map((name) => ({ name, text: readFileSync(new URL(name, madeUpDir), 'utf8') }))
const realZh = {
  name: '2026-05-11.zh.txt',
  text: readFileSync(new URL('data/digests/2026-05-11.zh.txt', root), 'utf8'),
}

const people: PeopleTable = {
  people: [
    { id: 'matthias-j-sax', name: 'Matthias J. Sax', aliases: ['mjsax'] },
    { id: 'ken-huang', name: 'Ken Huang', aliases: ['黃竣陽'] },
    // The made-up people of tests/fixtures/ (see tests/fixtures/people.json).
    { id: 'frank-example', name: 'Frank Example', aliases: ['fexample'] },
    { id: 'hana-test', name: 'Hana Test', aliases: ['黄测试'] },
  ],
}

function build(input: Partial<BuildInput> & { files: DigestFile[] }) {
  return buildDataset({ people, ...input })
}

function errorsOf(r: ReturnType<typeof build>) {
  if (r.ok) throw new Error('expected errors')
  return r.errors
}

const schema = JSON.parse(readFileSync(new URL('docs/dataset.schema.json', root), 'utf8')) as object
const ajv = new Ajv2020({ allErrors: true, strict: true })
addFormats(ajv)
const validate = ajv.compile(schema)

describe('buildDataset on made-up weeks', () => {
  const r = build({ files: madeUp })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  const d = r.dataset

  it('sorts weeks, numbers threads, pairs the English edition', () => {
    expect(d.weeks.map((w) => [w.id, w.languages, w.jira.created, w.sources])).toEqual([
      ['2026-W19', ['zh'], 12, { zh: '2026-05-04.zh.txt' }],
      ['2026-W21', ['zh', 'en'], 0, { zh: '2026-05-18.zh.txt', en: '2026-05-18.en.txt' }],
    ])
    expect(d.weeks[0]?.jira.summary).toEqual({ zh: '本周修复了若干问题。\n第二行说明。' })
    expect(d.threads.map((t) => [t.id, t.kips, t.status, t.participants])).toEqual([
      ['2026-W19-kip-9001-9002', [9001, 9002], 'agreed', ['frank-example', 'zoe-unicode-name']],
      ['2026-W19-kip-9003', [9003], 'contested', ['hana-test']],
      ['2026-W21-kip-9003', [9003], 'done', ['frank-example']],
    ])
    const w21 = d.threads[2]
    expect(w21?.summary).toEqual({
      zh: '讨论 kip-9003 的后续工作。',
      en: 'Follow-up work on KIP-9003.',
    })
    expect(w21?.positions[0]).toEqual({
      person: 'frank-example',
      name: 'Frank Example',
      andOthers: false,
      text: { zh: '提议投票。', en: 'Proposed a vote.' },
      line: 3,
      stance: 'suggestion',
      stanceEvidence: '提议',
      stanceEvidenceEn: 'Proposed a vote',
      stanceGloss: 'proposes a change or an alternative',
      stanceBasis: 'rule',
      vote: null,
      kips: [9003],
    })
    expect(w21).toMatchObject({
      subjectKips: [9003],
      statusEvidenceEn: 'The vote passed',
      statusBasis: 'rule',
    })
  })

  it('lists the people who took a position, sorted by id, with every spelling', () => {
    expect(d.people).toEqual([
      { id: 'frank-example', name: 'Frank Example', aliases: ['Frank Example', 'fexample'] },
      { id: 'hana-test', name: 'Hana Test', aliases: ['Hana Test', '黄测试'] },
      { id: 'zoe-unicode-name', name: 'Zoë Ünicode-Name', aliases: ['Zoë Ünicode-Name'] },
    ])
    expect(
      r.warnings.some((w) => w.includes('Zoë Ünicode-Name') && w.includes('2026-05-04.zh.txt:4')),
    ).toBe(true)
  })

  it('derives the release snapshot of the thread that states it', () => {
    expect(d.jiraReleaseSnapshots).toEqual([
      {
        week: '2026-W19',
        thread: '2026-W19-kip-9001-9002',
        release: '3.9.1',
        resolved: 12,
        unresolved: 3,
      },
    ])
  })

  it('validates against docs/dataset.schema.json, and the schema rejects extra fields', () => {
    expect(validate(d), JSON.stringify(validate.errors)).toBe(true)
    const extra = { ...d, extra: 1 }
    expect(validate(extra)).toBe(false)
  })

  it('is deterministic whatever the order of the input files', () => {
    const again = build({ files: [...madeUp].reverse() })
    expect(again.ok && JSON.stringify(again.dataset, null, 2)).toBe(JSON.stringify(d, null, 2))
  })
})

describe('buildDataset with the real week and KIP facts', () => {
  const kipFacts = {
    asOf: '2026-08-22',
    source: 'test',
    kips: [
      {
        kip: 1327,
        title: 'KIP-1327: Prevent data loss',
        state: 'Under Discussion',
        modified: 'x',
        url: 'u',
      },
      { kip: 1, title: 'KIP-1', state: 'accepted' },
      {
        kip: 892,
        title: 'KIP-892',
        state: 'accepted',
        stateHistory: [{ date: '2026-01-01', state: 'accepted' }],
      },
    ],
  }
  const r = build({ files: [realZh], kipFacts })

  it('keeps the facts of every KIP of the catalog, mentioned or not, sorted, in the dataset shape', () => {
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.dataset.kipFacts.asOf).toBe('2026-08-22')
    expect(r.dataset.kipFacts.kips.map((k) => [k.kip, k.state, k.stateHistory.length])).toEqual([
      [1, 'accepted', 0],
      [892, 'accepted', 1],
      [1327, 'under discussion', 0],
    ])
    // A value that is not a date-time is kept as the catalog wrote it; a missing one is null.
    expect(r.dataset.kipFacts.kips.map((k) => k.modified)).toEqual([null, null, 'x'])
    expect(r.warnings.some((w) => w.startsWith('no KIP facts for KIP-1163'))).toBe(true)
    expect(validate(r.dataset), JSON.stringify(validate.errors)).toBe(true)
  })

  it('has empty KIP facts without input', () => {
    const plain = build({ files: [realZh] })
    expect(plain.ok && plain.dataset.kipFacts).toEqual({ asOf: null, source: null, kips: [] })
  })

  it('builds the same bytes twice', () => {
    const a = build({ files: [realZh], kipFacts })
    const b = build({ files: [realZh], kipFacts })
    expect(a.ok && JSON.stringify(a.dataset)).toBe(b.ok && JSON.stringify(b.dataset))
  })
})

describe('buildDataset errors', () => {
  const zh = madeUp.find((f) => f.name === '2026-05-18.zh.txt') as DigestFile
  const en = madeUp.find((f) => f.name === '2026-05-18.en.txt') as DigestFile

  it('rejects two files for the same week and language, naming both', () => {
    const errors = errorsOf(build({ files: [zh, { name: 'copy.txt', text: zh.text }] }))
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'copy.txt',
        line: 1,
        message: expect.stringMatching(/2026-W21.*2026-05-18\.zh\.txt and copy\.txt/),
      }),
    ])
    const twoEn = errorsOf(build({ files: [zh, en, { name: 'other.en.txt', text: en.text }] }))
    expect(twoEn[0]?.message).toContain('2026-05-18.en.txt and other.en.txt')
  })

  it('rejects an English edition without its Chinese week', () => {
    expect(errorsOf(build({ files: [en] }))).toEqual([
      expect.objectContaining({
        file: '2026-05-18.en.txt',
        line: 1,
        message: expect.stringContaining('2026-W21'),
      }),
    ])
  })

  it('rejects an English edition with other people, naming both files and the line', () => {
    const other = { name: en.name, text: en.text.replace('@fexample:', '@Jun Rao:') }
    const [e] = errorsOf(build({ files: [zh, other] }))
    expect(e).toMatchObject({ file: '2026-05-18.en.txt', line: 3 })
    expect(e?.message).toContain('2026-05-18.zh.txt')
    expect(e?.message).toContain('"Jun Rao"')
  })

  it('compares every position of an English edition, not only the first', () => {
    const week = (people: string[], footer: string) =>
      ['2026-05-11 ~ 2026-05-17', 'S', ...people.map((p) => `@${p}: x`), 'C', footer, 'P'].join(
        '\n',
      )
    const zhWeek = {
      name: '2026-05-11.zh.txt',
      text: week(['Jun Rao', 'Luke Chen'], '本周新建 1 个 Issue'),
    }
    const enWeek = (people: string[]) => ({
      name: '2026-05-11.en.txt',
      text: week(people, '1 new issues this week'),
    })
    expect(build({ files: [zhWeek, enWeek(['Jun Rao', 'Luke Chen'])] }).ok).toBe(true)
    const [e] = errorsOf(build({ files: [zhWeek, enWeek(['Jun Rao', 'Greg Harris'])] }))
    expect(e).toMatchObject({ file: '2026-05-11.en.txt', line: 4 })
    expect(e?.message).toContain('position 2')
    expect(e?.message).toContain('"Greg Harris"')
  })

  it('rejects an English edition with another number of threads or issues', () => {
    const extra = en.text.replace(
      '0 new issues this week',
      'Another thread.\n@mjsax: More.\nDone.\n0 new issues this week',
    )
    const [e] = errorsOf(build({ files: [zh, { name: en.name, text: extra }] }))
    expect(e).toMatchObject({ file: '2026-05-18.en.txt', line: 5 })
    expect(e?.message).toMatch(
      /2026-05-18\.en\.txt does not mirror 2026-05-18\.zh\.txt: expected 1 threads/,
    )
    const count = errorsOf(
      build({ files: [zh, { name: en.name, text: en.text.replace('0 new', '3 new') }] }),
    )
    expect(count[0]).toMatchObject({
      line: 5,
      message: expect.stringContaining('expected 0 new issues'),
    })
  })

  it('collects the errors of every file', () => {
    const bad1 = {
      name: 'a.txt',
      text: '2026-05-12 ~ 2026-05-18\nS\n@x: y\nC\n本周新建 1 个 Issue\nP',
    }
    const bad2 = {
      name: 'b.txt',
      text: '2026-05-11 ~ 2026-05-17\nS\n@x y\nC\n本周新建 1 个 Issue\nP',
    }
    expect(errorsOf(build({ files: [bad2, bad1] })).map((e) => `${e.file}:${e.line}`)).toEqual([
      'a.txt:1',
      'b.txt:3',
    ])
  })

  it('never merges two unknown spellings by their slug, nor an unknown one into a known id', () => {
    const text = (a: string, b: string) =>
      `2026-05-11 ~ 2026-05-17\nS\n@${a}: x\n@${b}: y\nC\n本周新建 1 个 Issue\nP`
    expect(
      errorsOf(build({ files: [{ name: 'w.txt', text: text('Jun Rao', 'Jun-Rao') }] }))[0],
    ).toMatchObject({
      line: 4,
      message: expect.stringContaining('would share the id "jun-rao"'),
    })
    expect(
      errorsOf(build({ files: [{ name: 'w.txt', text: text('Matthias J Sax', 'x') }] }))[0],
    ).toMatchObject({
      line: 3,
      message: expect.stringContaining('"matthias-j-sax"'),
    })
    const same = build({ files: [{ name: 'w.txt', text: text('Jun Rao', 'JUN RAO') }] })
    expect(same.ok && same.dataset.threads[0]?.participants).toEqual(['jun-rao'])
  })
})
