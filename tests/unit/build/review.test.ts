// npm run review (scripts/review.ts, scripts/lib/review-session.ts, terminal-ask.ts) with scripted
// answers, on a copy of the made-up digests of tests/fixtures/review. The command itself, without
// a terminal: tests/build/review.test.ts.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { Reviews } from '../../../src/domain/consensus/reviews'
import { buildFromDisk, readDigestFiles } from '../../../scripts/lib/read-digests'
import { undecidedItems } from '../../../scripts/lib/review-items'
import {
  reviewSession,
  runReview,
  STATUS_KEYS,
  VOTE_KEYS,
  type Ask,
  type Choice,
} from '../../../scripts/lib/review-session'
import { terminalAsk } from '../../../scripts/lib/terminal-ask'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const FIXTURE = join(ROOT, 'tests/fixtures/review')
const tmp = mkdtempSync(join(tmpdir(), 'review-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))
let digests: string
let reviewsFile: string
beforeEach(() => {
  const dir = mkdtempSync(join(tmp, 'run-'))
  digests = join(dir, 'digests')
  cpSync(FIXTURE, digests, { recursive: true })
  reviewsFile = join(dir, 'reviews.json')
})

/**
 * An Ask answering from a script: a key for a choice ("" takes the default), words for a text
 * ("" takes what is offered); every question is recorded, with its default key.
 */
function scripted(answers: string[]): Ask & { asked: string[] } {
  const asked: string[] = []
  const next = (message: string) => {
    asked.push(message)
    const a = answers.shift()
    if (a === undefined) throw new Error(`no answer scripted for "${message}"`)
    return a
  }
  return {
    asked,
    async choose<T>(message: string, choices: Choice<T>[], defaultKey?: string) {
      const key = next(defaultKey ? `${message} [${defaultKey}]` : message) || defaultKey
      const choice = choices.find((c) => c.key === key)
      if (!choice) throw new Error(`"${key}" is no choice of "${message}"`)
      return choice.value
    },
    async text(message: string, offered: string, validate: (s: string) => true | string) {
      const words = next(message) || offered
      const ok = validate(words)
      if (ok !== true) throw new Error(`"${words}" refused for "${message}": ${ok}`)
      return words
    },
  }
}

const run = (ask: Ask, printed: string[] = []) =>
  runReview({
    digests,
    reviewsFile,
    peopleFile: join(digests, 'no-people.json'),
    ask,
    print: (t) => printed.push(t),
  })

describe('npm run review, answers scripted', () => {
  it('records each decision, keeping what the table had, and the build takes them', async () => {
    const earlier: Reviews = {
      note: 'a note that stays',
      statuses: [
        {
          week: '2026-W30',
          conclusion: '讨论将继续。',
          status: 'open',
          evidence: '讨论将继续',
          why: 'still under discussion',
        },
      ],
      stances: [],
    }
    writeFileSync(reviewsFile, JSON.stringify(earlier))
    const ask = scripted([
      // line 4, Hana Test: information, the words and why as offered.
      'i',
      '',
      '',
      // line 8, Hana Test, which speaks of a vote: support, +1, non-binding as offered, own words.
      's',
      '+',
      '',
      '那一票',
      'votes +1 on RC2',
      // line 9, Frank Example: skipped.
      'n',
      // line 11, the status: open.
      'o',
      '参与',
      '',
      // 2026-05-11.zh.txt:3: end here.
      'e',
    ])
    const printed: string[] = []
    const result = await run(ask, printed)
    expect(result).toEqual({ ok: true, items: 5, decided: 3, skipped: 1, left: 1 })
    expect(printed[0]).toBe(
      `5 undecided in ${digests}: 1 status(es), 4 stance(s). Each decision is written to ${reviewsFile} at once.`,
    )
    expect(printed[1]).toMatch(
      /^── 1\/5 {2}2026-05-04\.zh\.txt:4 {2}2026-W19 {2}stance of @Hana Test\n/,
    )
    // The vote is asked where the line speaks of one, and only there; Enter keeps the rules'
    // (none), and the binding offered is what the line says (非约束性).
    expect(ask.asked.filter((q) => /^(its own vote|binding)/.test(q))).toEqual([
      'its own vote? (rules: no vote) [n]',
      'binding? [n]',
    ])
    const text = readFileSync(reviewsFile, 'utf8')
    expect(text.endsWith('}\n')).toBe(true)
    const written = JSON.parse(text) as Reviews
    expect(written).toEqual({
      note: 'a note that stays',
      statuses: [
        {
          week: '2026-W19',
          conclusion: '本周有三位成员参与。',
          status: 'open',
          evidence: '参与',
          why: 'still under discussion',
        },
        earlier.statuses[0],
      ],
      stances: [
        {
          week: '2026-W19',
          person: 'Hana Test',
          text: '关于 RC2 的那一票（非约束性），本周有新消息。',
          stance: 'support',
          evidence: '那一票',
          why: 'votes +1 on RC2',
          vote: { value: '+1', binding: false },
        },
        {
          week: '2026-W19',
          person: 'Hana Test',
          text: '本周有新消息。',
          stance: 'information',
          evidence: '本周有新消息',
          why: 'reports facts or news',
        },
      ],
    })
    // The build reads them: decided, the vote as reviewed, and only the rest left to review.
    const built = await buildFromDisk({
      digestsDir: digests,
      peopleFile: 'none',
      kipsFile: '',
      reviewsFile,
    })
    if (!built.ok) throw new Error(JSON.stringify(built.errors))
    const thread = built.dataset.threads[1]!
    expect(thread.statusBasis).toBe('reviewed')
    expect(thread.positions[0]).toMatchObject({
      stance: 'support',
      stanceBasis: 'reviewed',
      vote: { value: '+1', binding: false },
    })
    const { files } = await readDigestFiles(digests)
    expect(undecidedItems(built.dataset, files).map((i) => `${i.file}:${i.line}`)).toEqual([
      '2026-05-04.zh.txt:9',
      '2026-05-11.zh.txt:3',
    ])
    // A second run starts from what is left.
    const again = await run(scripted(['e']))
    expect(again).toMatchObject({ ok: true, items: 2, decided: 0, left: 2 })
  })

  it("offers the rules' vote, where they found one, and Enter keeps it", async () => {
    const built = await buildFromDisk({ digestsDir: digests, peopleFile: 'none', kipsFile: '' })
    if (!built.ok) throw new Error(JSON.stringify(built.errors))
    // As where the English edition reads otherwise: the rules' vote, yet unsure.
    built.dataset.threads[1]!.positions[0]!.vote = { value: '-1', binding: true }
    const items = undecidedItems(built.dataset, (await readDigestFiles(digests)).files)
    const ask = scripted(['n', 'x', '', '', '', '', 'e'])
    let saved: Reviews | undefined
    const result = await reviewSession({
      items,
      reviews: { statuses: [], stances: [] },
      ask,
      print: () => {},
      save: async (r) => {
        saved = r
      },
    })
    expect(result).toEqual({ decided: 1, skipped: 1, left: 3 })
    expect(ask.asked).toContain('its own vote? (rules: -1 binding) [-]')
    expect(ask.asked).toContain('binding? [b]')
    expect(saved?.stances).toEqual([
      expect.objectContaining({ stance: 'objection', vote: { value: '-1', binding: true } }),
    ])
  })

  it('writes each decision at once, before the next question', async () => {
    let seen = ''
    const ask = scripted(['x', '', ''])
    const choose = ask.choose.bind(ask)
    ask.choose = async (message, choices, defaultKey) => {
      if (ask.asked.length > 0) {
        seen = readFileSync(reviewsFile, 'utf8')
        throw new Error('stopped')
      }
      return choose(message, choices, defaultKey)
    }
    await expect(run(ask)).rejects.toThrow('stopped')
    expect(JSON.parse(seen)).toMatchObject({
      stances: [{ person: 'Hana Test', stance: 'objection' }],
    })
  })

  it('offers only words of the sentence', async () => {
    await expect(run(scripted(['q', '不在句子里']))).rejects.toThrow(/not in the sentence/)
    expect(existsSync(reviewsFile)).toBe(false)
  })

  it('stops on a malformed table, writing nothing', async () => {
    const bad = JSON.stringify({ statuses: [{ week: '2026-W19' }], stances: [] })
    writeFileSync(reviewsFile, bad)
    expect(await run(scripted([]))).toEqual({
      ok: false,
      errors: [expect.stringMatching(/reviews\.json: statuses\[0\]: needs week, conclusion/)],
    })
    writeFileSync(reviewsFile, '{ "statuses": [')
    expect(await run(scripted([]))).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(
          /reviews\.json:1:16: not JSON: expected a value .*the end of the file/,
        ),
      ],
    })
    expect(readFileSync(reviewsFile, 'utf8')).toBe('{ "statuses": [')
  })
})

describe('the terminal prompts (@inquirer/prompts, on streams)', () => {
  /** Answers the prompt `asking` with `keys` once it listens; a prompt that takes no answer fails. */
  async function type<T>(input: PassThrough, asking: Promise<T>, keys: string): Promise<T> {
    await new Promise((r) => setTimeout(r, 20))
    input.write(keys)
    let timer: NodeJS.Timeout | undefined
    const stuck = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`${JSON.stringify(keys)} answered nothing`)), 2000)
    })
    return Promise.race([asking, stuck]).finally(() => clearTimeout(timer))
  }
  const streams = () => {
    const input = new PassThrough()
    const output = new PassThrough()
    output.resume()
    return { input, ask: terminalAsk({ input, output }) }
  }

  it('takes a letter key and Enter, "+" and "-" for a vote, Enter for the default', async () => {
    const { input, ask } = streams()
    expect(await type(input, ask.choose('status?', STATUS_KEYS), 't\r')).toBe('tentative')
    expect(await type(input, ask.choose('vote?', VOTE_KEYS, 'n'), '+\r')).toBe('+1')
    expect(await type(input, ask.choose('vote?', VOTE_KEYS, 'n'), '-\r')).toBe('-1')
    expect(await type(input, ask.choose('vote?', VOTE_KEYS, '0'), '\r')).toBe('0')
    expect(await type(input, ask.choose('status?', STATUS_KEYS, 'o'), '\r')).toBe('open')
    expect(
      await type(
        input,
        ask.text('words', '参与', () => true),
        '\r',
      ),
    ).toBe('参与')
    expect(
      await type(
        input,
        ask.text('words', '参与', () => true),
        '成员\r',
      ),
    ).toBe('成员')
  })
})
