/**
 * Every view of the dashboard on the real data, as addresses below a language (`zh/`, `en/`):
 * the accessibility suite checks each one, and `npm run screenshots` photographs each one.
 */
export const VIEW_ROUTES: Record<string, string> = {
  timeline: '',
  filtered: '?kip=1327&status=tentative',
  empty: '?kip=1163&status=done',
  week: 'week/2026-W20/',
  edition: 'week/2026-W20/edition/',
  thread: 'thread/2026-W20-kip-1327/',
  kips: 'kips/',
  'kip-cards': 'kips/cards/',
  kip: 'kips/1327/',
  'kip-mentioned': 'kips/1332/',
  'kip-wiki-only': 'kips/1150/',
  search: 'search/?q=diskless',
  rules: 'rules/',
  jira: 'jira/',
  people: 'people/',
  person: 'people/jun-rao/',
  following: 'following/',
  'following-shared': 'following/?kip=1327,1163&person=jun-rao',
  'not-found': 'thread/2099-W01-1/',
}
