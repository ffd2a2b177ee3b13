// Runs before the first paint (a classic script in <head>; the CSP forbids inline ones): marks
// <html> with the reader's language, so that the pre-rendered first screen shows in it (the other
// language is hidden by CSS). Mirrors src/app/language.ts (tests/unit/app/lang-boot.test.ts).
;(function () {
  var match = /[?&]lang=(zh|en)(?:&|$)/.exec(window.location.hash)
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
  document.documentElement.setAttribute('data-lang', lang)
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en'
})()
