import type { ParsedDigest } from '../../../src/domain/digest-parser'

/**
 * Checks that every non-blank line of a digest is in exactly one field of its parse, with its
 * text. Returns the problems found (none: the parse kept every line).
 */
export function lineCoverageProblems(text: string, d: ParsedDigest): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const problems: string[] = []
  const claims = new Map<number, number>()
  const claim = (line: number, check: (raw: string) => boolean, what: string) => {
    claims.set(line, (claims.get(line) ?? 0) + 1)
    const raw = (lines[line - 1] ?? '').trim()
    if (!check(raw)) problems.push(`line ${line} (${what}) does not hold its text: "${raw}"`)
  }
  claim(d.headerLine, (raw) => raw.startsWith(d.start) && raw.endsWith(d.end), 'header')
  for (const t of d.threads) {
    claim(t.summary.line, (raw) => raw === t.summary.text, 'summary')
    for (const p of t.positions) {
      claim(
        p.line,
        (raw) =>
          /^[@＠]/.test(raw) && raw.slice(1).trimStart().startsWith(p.name) && raw.endsWith(p.text),
        'position',
      )
    }
    claim(t.conclusion.line, (raw) => raw === t.conclusion.text, 'conclusion')
  }
  claim(d.footer.line, (raw) => raw.includes(String(d.footer.created)), 'footer')
  const paragraph = d.footer.paragraph.split('\n')
  d.footer.paragraphLines.forEach((line, k) =>
    claim(line, (raw) => raw === paragraph[k], 'paragraph'),
  )
  if (paragraph.length !== d.footer.paragraphLines.length)
    problems.push('paragraph lines and text differ')
  lines.forEach((raw, i) => {
    const n = claims.get(i + 1) ?? 0
    if (raw.trim() !== '' && n !== 1) problems.push(`line ${i + 1} is in ${n} fields: "${raw}"`)
    if (raw.trim() === '' && n !== 0) problems.push(`blank line ${i + 1} is in a field`)
  })
  return problems
}
