// Runs before the first paint, inlined into index.html's <head> by
// scripts/lib/vite-inline-first-paint.ts (the CSP allows it by its hash). It marks <html> with the
// reader's language, so that the pre-rendered first screen shows in it (CSS hides the other copy),
// and says whether the link is to that screen, the unfiltered home page: a deep link must not flash
// the home page before the app shows it. Mirrors src/app/language.ts and isUnfilteredHome
// (src/features/timeline/first-screen.ts); tests/unit/app/lang-boot.test.ts.
;(function () {
  var hash = window.location.hash
  var match = /[?&]lang=(zh|en)(?:&|$)/.exec(hash)
  var lang = match && match[1]
  if (!lang) {
    try {
      lang = window.localStorage.getItem('kafka-digest.lang')
    } catch (e) {
      lang = null
    }
  }
  if (lang !== 'zh' && lang !== 'en') {
    lang = /^en/i.test(window.navigator.language || '') ? 'en' : 'zh'
  }
  var route = hash.replace(/^#/, '').split('?')
  var path = route[0] || ''
  var keys = (route[1] || '').split('&').filter(function (pair) {
    return pair !== '' && pair.split('=')[0] !== 'lang'
  })
  var home = (path === '' || path === '/') && keys.length === 0
  var root = document.documentElement
  root.setAttribute('data-lang', lang)
  root.setAttribute('data-first-screen', home ? 'home' : 'other')
  root.lang = lang === 'zh' ? 'zh-CN' : 'en'
})()
