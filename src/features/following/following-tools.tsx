import { useId, useState, type ChangeEvent } from 'react'
import { useT } from '../../i18n/use-t'
import {
  added,
  isEmpty,
  merge,
  NO_FOLLOWING,
  readFollowingFile,
  writeFollowingFile,
  type Following,
} from '../../domain/following'
import { LiveButton } from '../../shared/components/live-button'
import { useLang } from '../../shared/hooks/use-lang'
import { downloadText } from '../../shared/lib/export-download'
import { followingStore } from '../../shared/lib/following-store'
import { fromQueryString, parseSearch, toQueryString } from '../../url/search-params'
import { appPath, siteHref } from '../../url/site-paths'
import { useCounts } from './use-counts'

/** The name the exported list is saved under. */
const FILE_NAME = 'kafka-digest-following.json'

/** The file input takes a JSON file; a bigger one than this is no list of ours. */
const MAX_FILE_BYTES = 100_000

type Message = { text: string; error: boolean }

/**
 * The share link's query, or undefined when the list is too long for one: the link must read back
 * as the same list (search-params.ts bounds each parameter), or it would share less than it says.
 */
function shareQuery(list: Following): string | undefined {
  const query = toQueryString({ kip: list.kips, person: list.people })
  const { search: back, problems } = parseSearch(fromQueryString(query))
  const same =
    problems.length === 0 &&
    (back.kip ?? []).length === list.kips.length &&
    (back.person ?? []).length === list.people.length
  return same ? query : undefined
}

/** Export the list as a small file, import one (merged into the list), copy a share link. */
export function FollowingTools({ list }: { list: Following }) {
  const t = useT()
  const lang = useLang()
  const counts = useCounts()
  const inputId = useId()
  const [message, setMessage] = useState<Message | null>(null)
  const say = (text: string, error = false) => setMessage({ text, error })

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const name = file.name
    let text: string
    try {
      if (file.size > MAX_FILE_BYTES)
        return say(t('following.badFile.format', { file: name }), true)
      text = await file.text()
    } catch {
      return say(t('following.badFile.unreadable', { file: name }), true)
    }
    const read = readFollowingFile(text)
    if (!read.ok) {
      const version = read.problem === 'version' ? read.version : ''
      return say(t(`following.badFile.${read.problem}`, { file: name, version }), true)
    }
    const own = followingStore.get() ?? NO_FOLLOWING
    const gained = added(own, read.list)
    if (!followingStore.set(merge(own, read.list))) return say(t('following.notKept'), true)
    say(
      isEmpty(gained)
        ? t('following.importedNothing', { file: name })
        : t('following.imported', { file: name, ...counts(gained) }),
    )
  }

  const share = async () => {
    const query = shareQuery(list)
    if (query === undefined) return say(t('following.tooLong'), true)
    const url = new URL(`${siteHref(appPath(lang, 'following'))}?${query}`, document.baseURI).href
    try {
      await navigator.clipboard.writeText(url)
      say(t('following.copied', { url }))
    } catch {
      say(t('following.copyFailed', { url }))
    }
  }

  return (
    <section aria-labelledby="following-tools" className="following-tools">
      <h2 id="following-tools">{t('following.tools')}</h2>
      <p className="following-actions">
        {!isEmpty(list) && (
          <>
            <LiveButton
              className="toggle"
              onClick={() => downloadText(FILE_NAME, writeFollowingFile(list), 'application/json')}
            >
              {t('following.export')}
            </LiveButton>
            <LiveButton className="toggle" onClick={() => void share()}>
              {t('following.share')}
            </LiveButton>
          </>
        )}
        {/* The label is the button: the browser's own file control (its "Choose File" in the
            browser's language) stays hidden, focusable, and opened by the label. */}
        <label htmlFor={inputId} className="toggle following-import">
          {t('following.import')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".json,application/json"
          onChange={(event) => void onFile(event)}
        />
      </p>
      <p role="status" className={message?.error ? 'following-message error' : 'following-message'}>
        {message?.text ?? ''}
      </p>
    </section>
  )
}
