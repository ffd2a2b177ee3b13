import { Link } from '@tanstack/react-router'

/**
 * The previous and next page of a long list, as links to the same view with its `page` in the
 * address: Back returns to the page the reader was on, a page can be shared, and the links work
 * before the app has taken the page over.
 */
export function Pager({
  page,
  pages,
  label,
  previous,
  next,
  status,
}: {
  page: number
  pages: number
  /** The navigation's name: "Pages of weeks". */
  label: string
  /** The links' words: "← Newer weeks", "Older weeks →", and where the reader is: "Page 2 of 9". */
  previous: string
  next: string
  status: string
}) {
  if (pages <= 1) return null
  const to = (n: number, text: string) => (
    <Link
      to="./"
      search={(s) => ({ ...s, page: n > 1 ? n : undefined })}
      rel={n < page ? 'prev' : 'next'}
    >
      {text}
    </Link>
  )
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? to(page - 1, previous) : <span />}
      <span>{status}</span>
      {page < pages ? to(page + 1, next) : <span />}
    </nav>
  )
}
