import { reloadIfSiteAnswers } from '../shared/lib/reload-if-site-answers'

/**
 * The notice every pre-rendered page carries unshown, in its language, for when the app cannot
 * take it over: a `<template>` with this id, which scripts/lib/finish-page.ts writes. Written by
 * the pre-render rather than the app, since it is for when the app's code and texts are not there.
 */
export const NOT_TAKEN_OVER_ID = 'not-taken-over'

/**
 * The mark of a preloaded module the page loads only when it needs it, which fails in its place
 * (the JIRA charts: a chart that cannot load says so beside its table).
 */
export const ON_DEMAND = 'data-on-demand'

/** What could not be downloaded: the app's code (its own, its texts, the view's) or the page's data. */
export type TakeOverFailure = 'code' | 'data'

/**
 * Settles once every module the page was written to be taken over with (its `modulepreload`
 * links, less those loaded on demand: the app, its texts, the view) has arrived, and rejects if one cannot be downloaded.
 * Without this, a view whose code failed would replace the page on screen with its error once
 * the app hydrated it. Not the entry itself: it is still running, importing it would wait forever.
 */
export function pageCodeArrived(doc: Document, entry: string): Promise<unknown> {
  const links = doc.querySelectorAll<HTMLLinkElement>(
    `link[rel="modulepreload"]:not([${ON_DEMAND}])`,
  )
  return Promise.all(
    [...links]
      .filter((link) => link.href !== entry)
      .map((link) => import(/* @vite-ignore */ link.href)),
  )
}

/** Whether every data file the page named answered (askForPageData's requests). */
export async function pageDataArrived(early: Map<string, Promise<Response>>): Promise<boolean> {
  const answers = await Promise.all(
    [...early.values()].map((answer) =>
      answer.then(
        (response) => response.ok,
        () => false,
      ),
    ),
  )
  return answers.every(Boolean)
}

/**
 * The page stays as it was written, its links working; this says at the top of its content why
 * its controls do nothing, in place of what only the app would show ("Loading…"), with a retry
 * that loads the page anew once the site answers (the browser keeps a failed module's failure).
 */
export function sayNotTakenOver(doc: Document, failure: TakeOverFailure): void {
  const notice = doc.querySelector<HTMLTemplateElement>(`#${NOT_TAKEN_OVER_ID}`)?.content
  const main = doc.getElementById('main')
  if (!notice || !main) return
  notice.querySelector(`[data-failure]:not([data-failure="${failure}"])`)?.remove()
  notice.querySelector('button')?.addEventListener('click', () => void reloadIfSiteAnswers())
  for (const loading of main.querySelectorAll('.loading')) loading.remove()
  main.prepend(notice)
}
