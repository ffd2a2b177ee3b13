import { Link } from '@tanstack/react-router'
import { LANGS } from '../domain/dataset'
import { messagesOf } from '../i18n/i18n'
import { htmlLang } from './page-head'

/**
 * The site root. With script, the reader never sees it: entry-client.tsx sends them on to their
 * language (the one they chose before, else their browser's) before anything renders. Without,
 * it offers both, each in its own language.
 */
export function Landing() {
  return (
    <main id="main" className="landing">
      {LANGS.map((lang) => {
        const m = messagesOf(lang)
        return (
          <section key={lang} lang={htmlLang(lang)} className="landing-choice">
            <h1>
              <Link to="/$lang/" params={{ lang }}>
                {m.app.title}
              </Link>
            </h1>
            <p>{m.app.tagline}</p>
          </section>
        )
      })}
    </main>
  )
}
