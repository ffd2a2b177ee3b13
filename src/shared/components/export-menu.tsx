import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useFetchJson } from '../../data/data-source'
import { useIndex } from '../../data/queries'
import { useT } from '../../i18n/use-t'
import type { ExportDocument } from '../lib/export-file'
import type { Translate } from '../lib/export-values'
import type { ExportFormat } from '../lib/export-name'
import type { PositionSource } from '../lib/position-export'
import { useLang } from '../hooks/use-lang'
import { LiveButton } from './live-button'
import './export-menu.css'

type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; name: string; count: number }
  | { kind: 'failed'; message: string }

const FORMATS: readonly ExportFormat[] = ['csv', 'json']

/**
 * "Export: CSV JSON" for a list ("Export positions: CSV JSON" where a page offers two): each button downloads what the list's filter selects, every
 * page of it (`load` gathers it, loading the data it needs), and says what it saved. The code
 * that writes the file loads with the first export, never with the page.
 */
export function ExportMenu({
  load,
  ready = true,
  label,
}: {
  /** The list as its filter selects it, shaped for export (thread-export.ts and the like). */
  load: () => Promise<ExportDocument>
  /** False while the list itself is still being worked out (a filter's matches loading). */
  ready?: boolean
  /** What it exports, where a page offers more than one list ("Export positions"). */
  label?: string
}) {
  const t = useT()
  const labelId = useId()
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const blocked = !ready || state.kind === 'busy'
  const run = async (format: ExportFormat) => {
    if (blocked) return
    setState({ kind: 'busy' })
    try {
      const [doc, { downloadExport }] = await Promise.all([
        load(),
        import('../lib/export-download'),
      ])
      const name = downloadExport(doc, format)
      setState({ kind: 'done', name, count: doc.rows.length })
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
  return (
    <div className="export-menu" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="export-label">
        {label ?? t('export.label')}
      </span>
      {FORMATS.map((format) => (
        <LiveButton
          key={format}
          className="export-button"
          {...(blocked ? { 'aria-disabled': true } : {})}
          onClick={() => void run(format)}
        >
          {t(`export.${format}`)}
        </LiveButton>
      ))}
      <span className="export-state" aria-live="polite">
        {state.kind === 'busy' && t('export.preparing')}
        {state.kind === 'done' && t('export.done', { name: state.name, count: state.count })}
        {state.kind === 'failed' && t('export.failed', { message: state.message })}
      </span>
    </div>
  )
}

/**
 * "Export positions: CSV JSON": one row per position of what the page shows (the timeline as
 * filtered, a KIP, a person). `load` gathers and shapes them, code its view loads on the first
 * click (timeline-positions.ts, kip-position-export.ts, person-position-export.ts).
 */
export function ExportPositions({
  load,
  ready,
}: {
  load: (source: PositionSource) => Promise<ExportDocument>
  ready?: boolean
}) {
  const source = useExportSource()
  return (
    <ExportMenu
      label={source.t('export.positions')}
      ready={ready}
      load={() => load({ ...source, siteRoot: document.baseURI })}
    />
  )
}

/** What every export gathers from: the data, the page's language and its words. */
export function useExportSource(): Omit<PositionSource, 'siteRoot'> {
  return {
    queryClient: useQueryClient(),
    fetchJson: useFetchJson(),
    index: useIndex(),
    lang: useLang(),
    t: useT() as Translate,
  }
}
