import { useT } from '../../i18n/use-t'
import type { KipCatalogRow } from '../../domain/kip-catalog'
import type { LastWikiState } from '../../domain/kip-facts'
import type { VoteCounts } from '../../domain/kip-votes'
import { formatNumber, formatWeek } from '../../i18n/format'
import { StatusBadge } from '../../shared/components/badges'
import { KipLink, WeekLink } from '../../shared/components/links'
import { SortHeader } from '../../shared/components/sort-header'
import { useLang } from '../../shared/hooks/use-lang'
import { useWikiStateLabel } from '../../shared/components/wiki-state'
import type { TableSort } from '../../shared/lib/table-sort'
import { KIP_LIST_COLUMNS, waitingSince, type KipListColumn } from './kip-list'
import { weeksSpanned } from '../../domain/iso-week'
import { FollowButton } from '../../shared/components/follow-button'

const NUMERIC: readonly KipListColumn[] = ['number', 'waiting', 'votes', 'people']

/** One page of the KIP list; each column header sorts by it (the order is in the URL). */
export function KipListTable({
  rows,
  sort,
  onSort,
  asOf,
  latest,
}: {
  rows: readonly KipCatalogRow[]
  sort: TableSort<KipListColumn>
  onSort: (column: KipListColumn) => void
  /** The date of the wiki facts, as shown. */
  asOf: string
  /** The latest digest week: how long a KIP has waited is counted to it. */
  latest: string
}) {
  const t = useT()
  const lang = useLang()
  const wikiLabel = useWikiStateLabel()
  return (
    <div className="table-scroll">
      <table className="data-table kip-list">
        <caption className="visually-hidden">{t('kipList.caption', { date: asOf })}</caption>
        <thead>
          <tr>
            {KIP_LIST_COLUMNS.map((column) => (
              <SortHeader
                key={column}
                column={column}
                label={t(`kipList.col.${column}`)}
                sort={sort}
                numeric={NUMERIC.includes(column)}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kip}>
              <th scope="row" className="num">
                <KipLink kip={row.kip} />
                <FollowButton item={{ kip: row.kip }} name={`KIP-${row.kip}`} />
              </th>
              <td className="kip-list-title">{row.title ?? '—'}</td>
              <td>
                {row.lastGiven ? (
                  <WikiGone lastGiven={row.lastGiven} />
                ) : row.state ? (
                  wikiLabel(row.state)
                ) : (
                  <span className="muted">{t('kipList.notInWiki')}</span>
                )}
                {row.digest?.wikiDisagrees && (
                  <>
                    {' '}
                    <KipLink kip={row.kip} className="wiki-flag">
                      {t('wikiCheck.flag')}
                    </KipLink>
                  </>
                )}
              </td>
              <td className="kip-list-author">{row.author ?? '—'}</td>
              {/* The day as the wiki gives it, YYYY-MM-DD: short, the same in both languages. */}
              <td>{row.created ? <time dateTime={row.created}>{row.created}</time> : '—'}</td>
              <td>
                {row.digest ? (
                  <WeekLink id={row.digest.lastWeek}>
                    {formatWeek(row.digest.lastWeek, lang, 'short')}
                  </WeekLink>
                ) : (
                  '—'
                )}
              </td>
              <td>{row.digest ? <StatusBadge status={row.digest.status} /> : '—'}</td>
              <td className="num">
                <Waiting row={row} latest={latest} />
              </td>
              <td className="num">
                {row.digest?.binding
                  ? t('kipList.votes', {
                      plus: row.digest.binding['+1'],
                      minus: row.digest.binding['-1'],
                      zero: row.digest.binding['0'],
                    })
                  : '—'}
                {row.digest?.bindingByCommittersList && (
                  <BindingByCommittersList {...row.digest.bindingByCommittersList} />
                )}
              </td>
              <td className="num">{row.digest ? formatNumber(row.digest.people, lang) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A KIP whose wiki page shows no state now, after giving one: "no state" would hide an
 * acceptance, so the cell says the last state given and its days (as the wiki gives them), on a
 * line of its own that keeps the column narrow.
 */
function WikiGone({ lastGiven }: { lastGiven: LastWikiState }) {
  const t = useT()
  const wikiLabel = useWikiStateLabel()
  const { state, from, until } = lastGiven
  return (
    <>
      {t('kipList.wikiNoneNow')}{' '}
      <span className="kip-list-last-given">
        {until
          ? t('kipList.lastGiven', { state: wikiLabel(state), from, until })
          : t('kipList.lastGivenFrom', { state: wikiLabel(state), from })}
      </span>
    </>
  )
}

/** How long an open, contested or tentative KIP has had that status: "6 weeks", since when on hover. */
function Waiting({ row, latest }: { row: KipCatalogRow; latest: string }) {
  const t = useT()
  const since = waitingSince(row)
  if (!since) return '—'
  return (
    <span title={t('kipList.waitingSince', { week: since })}>
      {t('kipList.waitingWeeks', { count: weeksSpanned(since, latest) })}
    </span>
  )
}

/**
 * The latest vote's votes binding by the committers list, under the stated ones: a separate line,
 * so that the column's own counts stay what the votes' lines say.
 */
function BindingByCommittersList({ asOf, counts }: { asOf: string; counts: VoteCounts }) {
  const t = useT()
  return (
    <span className="kip-list-by-list" title={t('kips.vote.bindingByCommittersListWhy', { asOf })}>
      {t('kipList.votesByCommittersList', {
        asOf,
        plus: counts['+1'],
        minus: counts['-1'],
        zero: counts['0'],
      })}
    </span>
  )
}
