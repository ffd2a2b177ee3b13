import { useTranslation } from 'react-i18next'
import { useIndex } from '../../data/queries'
import { formatNumber } from '../../i18n/format'
import { WeekLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'

/** JIRA issues created per week, as stated by the digests. (Charts come with the JIRA view's issue.) */
export function JiraPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const index = useIndex()
  return (
    <section aria-labelledby="jira-heading">
      <h1 id="jira-heading">{t('jira.heading')}</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('common.week')}</th>
            <th scope="col">{t('week.jiraHeading')}</th>
          </tr>
        </thead>
        <tbody>
          {index.weeks.map((w) => (
            <tr key={w.id}>
              <th scope="row">
                <WeekLink id={w.id}>{w.id}</WeekLink>
              </th>
              <td>{formatNumber(w.jiraCreated, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
