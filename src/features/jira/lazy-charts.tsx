import { useNavigate } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import type { ReleaseSeries } from '../../domain/jira-series'
import { ChartLegend } from '../../shared/components/chart-legend'
import { ChartSlot, onDemand } from '../../shared/components/chart-slot'
import { useLang } from '../../shared/hooks/use-lang'
import type { CreatedBar, Grouping } from './jira-range'
import type { MissingWords } from './missing-marks'

const loadCharts = onDemand(() => import('./jira-charts'))

function useMissingWords(): MissingWords {
  const t = useT()
  return { noData: t('jira.noData'), notReported: t('jira.notReported') }
}

function useOpenWeek() {
  const navigate = useNavigate()
  const lang = useLang()
  return (week: string) =>
    void navigate({ to: '/$lang/week/$weekId/', params: { lang, weekId: week } })
}

/** A bar's weeks: its week's page, or the timeline of the weeks of a month, quarter or year. */
function useOpenBar() {
  const navigate = useNavigate()
  const lang = useLang()
  const openWeek = useOpenWeek()
  return (bar: CreatedBar) => {
    if (bar.from === bar.to) return openWeek(bar.from)
    void navigate({
      to: '/$lang/',
      params: { lang },
      search: { week: { from: bar.from, to: bar.to } },
    })
  }
}

export function LazyCreatedChart({
  bars,
  grouping,
  mode,
}: {
  bars: CreatedBar[]
  grouping: Grouping
  mode: 'week' | 'cumulative'
}) {
  const t = useT()
  const lang = useLang()
  const missing = useMissingWords()
  const openBar = useOpenBar()
  const name = mode === 'week' ? t('jira.created') : t('jira.cumulativeCol')
  const partialNote = grouping === 'week' ? '' : t(`jira.partial.${grouping}`)
  return (
    <ChartSlot
      module={loadCharts}
      render={({ CreatedChart }) => (
        <CreatedChart {...{ bars, grouping, mode, name, partialNote, missing, lang, openBar }} />
      )}
    />
  )
}

export function LazyReleaseChart({ series }: { series: ReleaseSeries }) {
  const t = useT()
  const lang = useLang()
  const missing = useMissingWords()
  const openWeek = useOpenWeek()
  const names = { resolved: t('jira.resolved'), unresolved: t('jira.unresolved') }
  return (
    <>
      <ChartSlot
        module={loadCharts}
        render={({ ReleaseChart }) => (
          <ReleaseChart {...{ series, names, missing, lang, openWeek }} />
        )}
      />
      <ChartLegend
        items={(['resolved', 'unresolved'] as const).map((key) => ({
          label: names[key],
          className: `bar-${key}`,
        }))}
      />
    </>
  )
}
