import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import type { KipCatalogRow } from '../../domain/kip-catalog'
import type { LastWikiState } from '../../domain/kip-facts'
import type { VoteCounts } from '../../domain/kip-votes'
import { formatDate, formatNumber } from '../../i18n/format'
import { StatusBadge } from '../../shared/components/badges'
import { KipLink, WeekLink } from '../../shared/components/links'
import { SortHeader } from '../../shared/components/sort-header'
import { useLang } from '../../shared/hooks/use-lang'
import { useWikiStateLabel } from '../../shared/components/wiki-state'
import type { TableSort } from '../../shared/lib/table-sort'
import { KIP_LIST_HEADERS, waitingSince, type KipListColumn } from './kip-list'
import { isoWeekStart, weeksSpanned } from '../../domain/iso-week'
import { FollowButton } from '../../shared/components/follow-button'
import { useCellLabel } from '../../shared/hooks/use-cell-label'
import { BreakableText } from '../../shared/components/breakable-text'

/** The columns whose figures align right. */
const NUMERIC: readonly KipListColumn[] = ['number', 'votes', 'people']

/**
 * One page of the KIP list; each column header sorts by it (the order is in the URL). A laptop
 * shows it as a table; a phone, each row as a card (kip-list-page.css): its number and title,
 * its status, and the figures it has, each with its column's name.
 */
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
      <table className="data-table card-table kip-list">
        <caption className="visually-hidden">{t('kipList.caption', { date: asOf })}</caption>
        <thead>
          <tr>
            {KIP_LIST_HEADERS.map((columns) => (
              <SortHeader
                key={columns[0]}
                className={`kip-list-col-${columns[0]}`}
                columns={columns.map((column) => ({ column, label: t(`kipList.col.${column}`) }))}
                sort={sort}
                numeric={NUMERIC.includes(columns[0]!)}
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
                <FollowButton item={{ kip: row.kip }} name={`KIP-${row.kip}`} compact />
              </th>
              <td
                className={
                  row.title || row.author || row.created ? 'kip-list-title' : 'kip-list-title none'
                }
              >
                <span className="kip-list-name">
                  {row.title ? <BreakableText text={row.title} /> : '—'}
                </span>
                {(row.author || row.created) && (
                  <span className="kip-list-author">
                    {row.author}
                    {row.author && row.created && ' · '}
                    {/* The day as the wiki gives it, YYYY-MM-DD: short, the same in both languages. */}
                    {row.created && <time dateTime={row.created}>{row.created}</time>}
                  </span>
                )}
              </td>
              <Cell label={t('kipList.col.wiki')} className="kip-list-wiki">
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
              </Cell>
              <Cell label={t('kipList.col.discussed')} className="date" empty={!row.digest}>
                {row.digest && (
                  <WeekLink id={row.digest.lastWeek}>
                    {/* The week's Monday, as the people table gives its weeks: a span of days
                        ("28 December 2026 – 3 January 2027") was wider than the column. */}
                    {formatDate(
                      isoWeekStart(row.digest.lastWeek) ?? row.digest.lastWeek,
                      lang,
                      'short',
                    )}
                  </WeekLink>
                )}
              </Cell>
              <td className={row.digest ? 'kip-list-status' : 'kip-list-status none'}>
                {row.digest ? <StatusBadge status={row.digest.status} /> : '—'}
                <Waiting row={row} latest={latest} />
              </td>
              <Cell
                label={t('kipList.col.votes')}
                className="num"
                empty={!row.digest?.binding && !row.digest?.bindingByCommittersList}
              >
                {row.digest?.binding &&
                  t('kipList.votes', {
                    plus: row.digest.binding['+1'],
                    minus: row.digest.binding['-1'],
                    zero: row.digest.binding['0'],
                  })}
                {row.digest?.bindingByCommittersList && (
                  <BindingByCommittersList {...row.digest.bindingByCommittersList} />
                )}
              </Cell>
              <Cell label={t('kipList.col.people')} className="num" empty={!row.digest}>
                {row.digest && formatNumber(row.digest.people, lang)}
              </Cell>
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

/**
 * A cell of a fact or a figure, "—" for a row that has none (which a phone's card leaves out),
 * with its column's name for the card.
 */
function Cell({
  label,
  className,
  empty = false,
  children,
}: {
  label: string
  className: string
  empty?: boolean
  children?: ReactNode
}) {
  const cellLabel = useCellLabel()
  if (empty) return <td className={`${className} none`}>—</td>
  return (
    <td className={className} {...cellLabel(label)}>
      {children}
    </td>
  )
}

/** How long an open, contested or tentative KIP has had that status: "6 weeks", since when on hover. */
function Waiting({ row, latest }: { row: KipCatalogRow; latest: string }) {
  const t = useT()
  const cellLabel = useCellLabel()
  const since = waitingSince(row)
  if (!since) return null
  return (
    <span
      className="kip-list-waiting"
      title={t('kipList.waitingSince', { week: since })}
      {...cellLabel(t('kipList.col.waiting'))}
    >
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
