import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { kipNearMiss, personNearMiss } from '../../domain/near-miss'
import { aroundValue, VALUE_PLACE } from '../../i18n/around-value'
import { useT } from '../../i18n/use-t'
import { useLang } from '../hooks/use-lang'
import { KipLink, PersonLink } from './links'

/**
 * The ways on from a view's not-found page (not-found.tsx): what the address may have meant (the
 * view's suggestion, below), and a search of the site filled with the words it asked for. Loaded
 * with the views, not the first screen. The site's 404.html offers the same
 * (scripts/lib/not-found-page.ts).
 */
export function NotFoundHelp({ words, children }: { words: string; children?: ReactNode }) {
  const t = useT()
  const lang = useLang()
  const navigate = useNavigate()
  return (
    <>
      {children}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          void navigate({ to: '/$lang/search/', params: { lang }, search: q ? { q } : {} })
        }}
      >
        <label className="field">
          {t('search.label')}
          <input type="search" name="q" defaultValue={words} />
        </label>
        <p>
          <button type="submit">{t('search.open')}</button>
        </p>
      </form>
    </>
  )
}

/** "Perhaps you meant: <link>" (or "The highest KIP number: <link>"), in the page's language. */
function Suggestion({ label, children }: { label: 'nearest' | 'highestKip'; children: ReactNode }) {
  const t = useT()
  const [before, after] = aroundValue(
    t('common.labelled', { label: t(`notFound.${label}`), value: VALUE_PLACE }),
  )
  return (
    <p className="not-found-hint">
      {before}
      {children}
      {after}
    </p>
  )
}

/** The KIP of the catalogue nearest to the number asked for, or the highest there is. */
export function KipSuggestion({
  asked,
  catalog,
}: {
  asked: number | undefined
  catalog: readonly { kip: number; title: string | null }[]
}) {
  const near =
    asked === undefined
      ? undefined
      : kipNearMiss(
          asked,
          catalog.map((row) => row.kip),
        )
  if (!near) return null
  const title = catalog.find((row) => row.kip === near.kip)?.title
  return (
    <Suggestion label={near.highest ? 'highestKip' : 'nearest'}>
      <KipLink kip={near.kip} className="">
        {`KIP-${near.kip}${title ? ` ${title}` : ''}`}
      </KipLink>
    </Suggestion>
  )
}

/** The person whose id or a name is a typo or two from the one asked for. */
export function PersonSuggestion({
  asked,
  people,
}: {
  asked: string
  people: readonly { id: string; name: string; aliases: readonly string[] }[]
}) {
  const near = personNearMiss(asked, people)
  if (!near) return null
  return (
    <Suggestion label="nearest">
      <PersonLink id={near.id}>{near.name}</PersonLink>
    </Suggestion>
  )
}
