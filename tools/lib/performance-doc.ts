/**
 * `npm run bench -- --write`: the current figures of docs/performance.md, written from one run's
 * results, with the machine it ran on. Only the part between the two markers is the bench's; the
 * rest of the file (how the figures are taken, what is left) is written by hand. Pure.
 */
import { filterLine, viewsTable, type FilterFigures, type ViewRow } from './views-table.ts'

export const FIGURES_START = '<!-- bench:figures:start -->'
export const FIGURES_END = '<!-- bench:figures:end -->'

/** What a bench run records (its JSON file), as far as the document reads it. */
export interface BenchResults {
  machine: {
    date: string
    cpus: string
    chromium: string
    runs: number
    loadAverageAtStart?: number
  }
  goals: { figures: Record<string, string> }
  figures: { name: string; value: number; unit: string }[]
  views: Record<string, { views: ViewRow[]; filter: FilterFigures | undefined }>
}

/** "ingest_ms_520w" → ["ingest_ms", "520w"]; a name without a corpus keeps it whole. */
function splitCorpus(name: string): [string, string] {
  const match = /^(.*)_(1w|\d+w)$/.exec(name)
  return match ? [match[1]!, match[2]!] : [name, '']
}

function formatValue(value: number, unit: string): string {
  const number = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1)
  return `${number.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${unit === 'x' ? ' ×' : ''}`
}

/** The figures section: the machine, a row per figure with a column per corpus, then the views. */
export function figuresSection(results: BenchResults): string {
  const { machine } = results
  const corpora = [...new Set(results.figures.map((f) => splitCorpus(f.name)[1]))]
  const byName = new Map<string, Map<string, { value: number; unit: string }>>()
  for (const f of results.figures) {
    const [name, corpus] = splitCorpus(f.name)
    const row = byName.get(name) ?? new Map<string, { value: number; unit: string }>()
    row.set(corpus, f)
    byName.set(name, row)
  }
  const unitOf = (row: Map<string, { unit: string }>) => [...row.values()][0]?.unit ?? ''
  const lines = [
    `Written by \`npm run bench -- --write\` on ${machine.date.slice(0, 10)}: ${machine.cpus}, Chromium ${machine.chromium}${machine.loadAverageAtStart === undefined ? '' : `, load average ${machine.loadAverageAtStart.toFixed(1)} at the start`}; views are medians of ${machine.runs} fresh visits.`,
    '',
  ]
  if (byName.size > 0) {
    lines.push(
      `| figure | ${corpora.map((c) => c || '—').join(' | ')} | goal |`,
      `| --- | ${corpora.map(() => '---:').join(' | ')} | --- |`,
    )
    for (const [name, row] of byName) {
      const values = corpora.map((c) => {
        const f = row.get(c)
        return f ? formatValue(f.value, f.unit) : ''
      })
      const unit = unitOf(row)
      lines.push(
        `| ${name}${unit && unit !== 'x' ? `, ${unit}` : ''} | ${values.join(' | ')} | ${results.goals.figures[name] ?? ''} |`,
      )
    }
  }
  for (const [corpus, { views, filter }] of Object.entries(results.views)) {
    lines.push('', `Every view opened fresh at ${corpus}:`, '', ...viewsTable(views), '')
    lines.push(filter ? filterLine(filter) : 'Filter change: not measured.')
  }
  return lines.join('\n')
}

/**
 * `doc` with its figures section replaced by `results`'. A document without both markers, in
 * order, is an error that says what to add: the bench never rewrites what was written by hand.
 */
export function withFigures(doc: string, results: BenchResults, file: string): string {
  const start = doc.indexOf(FIGURES_START)
  const end = doc.indexOf(FIGURES_END)
  if (start < 0 || end < start)
    throw new Error(
      `${file}: expected the markers ${FIGURES_START} and ${FIGURES_END}, in that order, around the current figures; add them where the bench should write`,
    )
  return `${doc.slice(0, start + FIGURES_START.length)}\n\n${figuresSection(results)}\n\n${doc.slice(end)}`
}
