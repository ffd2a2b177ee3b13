import { describe, expect, it } from 'vitest'
import { askedFor, folderBeforeLang, siteRootCandidates } from '../../../src/url/not-found-address'

describe('what an address no page has asked for', () => {
  it.each([
    ['/en/kips/99999/', { view: 'kips', id: '99999', words: '99999' }],
    ['/zh/people/jun-ra/', { view: 'people', id: 'jun-ra', words: 'jun-ra' }],
    // Without its language, as links typed by hand are.
    ['/people/jun-ra/', { view: 'people', id: 'jun-ra', words: 'jun-ra' }],
    ['/en/nope/', { view: 'nope', words: 'nope' }],
    ['/en/no/such/page', { view: 'no', id: 'such', words: 'page' }],
    ['/zh/people/%E9%BB%83%E7%AB%A3/', { view: 'people', id: '黃竣', words: '黃竣' }],
    // What cannot be decoded is taken as written.
    ['/en/thread/%ZZ/', { view: 'thread', id: '%ZZ', words: '%ZZ' }],
    ['/en/', { words: '' }],
    ['/', { words: '' }],
  ])('%s → %j', (path, expected) => {
    expect(askedFor(path)).toEqual(expected)
  })

  it('words too long for a search are none', () => {
    expect(askedFor(`/en/${'a'.repeat(201)}/`).words).toBe('')
    expect(askedFor(`/en/${'a'.repeat(200)}/`).words).toBe('a'.repeat(200))
  })
})

describe('where the site root may be, for an address no page has', () => {
  it.each([
    ['/kafka-digest/en/nope/', ['/kafka-digest/', '/kafka-digest/en/', '/']],
    [
      '/kafka-digest/zh/kips/99999/',
      ['/kafka-digest/', '/kafka-digest/zh/kips/', '/kafka-digest/zh/', '/'],
    ],
    ['/kafka-digest/nope/', ['/kafka-digest/', '/']],
    ['/kafka-digest/nope', ['/kafka-digest/', '/']],
    ['/en/nope/', ['/', '/en/']],
    ['/nope', ['/']],
    ['/a/b/c/d/e/f/g/h/', ['/a/b/c/d/e/', '/a/b/c/d/', '/a/b/c/', '/a/b/', '/a/', '/']],
  ])('%s → %j', (pathname, expected) => {
    expect(siteRootCandidates(pathname)).toEqual(expected)
  })

  it.each([
    ['/kafka-digest/en/nope/', '/kafka-digest/'],
    ['/en/kips/', '/'],
    ['/a/b/zh', '/a/b/'],
    ['/kafka-digest/nope/', undefined],
    ['/kafka-digest/english/', undefined],
  ])('the folder before the language of %s: %s', (pathname, expected) => {
    expect(folderBeforeLang(pathname)).toBe(expected)
  })
})
