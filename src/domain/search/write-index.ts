import MiniSearch, { type AsPlainObject } from 'minisearch'
import type { SearchDocument } from './documents'
import {
  SEARCH_FIELDS,
  shardOf,
  STOP_WORD_MIN_DOCUMENTS,
  STOP_WORD_SHARE,
  type SearchManifest,
} from './shards'
import { packShards } from '../files/bundles'
import { searchTerms } from './terms'

export interface SearchIndexFiles {
  manifest: SearchManifest
  /** Shard → its MiniSearch index (toJSON). */
  shards: Map<string, AsPlainObject>
  /** Stop word → the index of the documents that hold it. */
  stop: Map<string, AsPlainObject>
}

/**
 * The index of the documents, cut into shards (shards.ts says how): built once, at build time.
 * Each shard is a MiniSearch index of the documents that hold one of its terms, with those terms
 * alone. A field's length, which its scores weigh a match against, is its number of distinct
 * terms: a KIP's number and a title keep their true length (a shorter title that has the word
 * is the better match); a text's (and what is said about a KIP) is its number of terms in the shard, which grows with the text
 * as the true one does, so that the build does not go through every term of a long text once for
 * each of its shards (that made it twenty seconds slower at ten years of weeks).
 */
export function writeSearchIndex(docs: readonly SearchDocument[]): SearchIndexFiles {
  const terms = docs.map((doc) => SEARCH_FIELDS.map((field) => searchTerms(doc[field])))
  const frequency = new Map<string, number>()
  for (const fields of terms)
    for (const term of new Set(fields.flat())) frequency.set(term, (frequency.get(term) ?? 0) + 1)
  const stopWords =
    docs.length < STOP_WORD_MIN_DOCUMENTS
      ? []
      : [...frequency].filter(([, n]) => n > docs.length * STOP_WORD_SHARE).map(([term]) => term)

  // Where each term goes: a stop word to an index of its own, any other to its shard.
  const STOP = '\0'
  const groupOf = new Map([...frequency.keys()].map((term) => [term, shardOf(term)]))
  for (const word of stopWords) groupOf.set(word, STOP + word)
  // Each field's terms by group, and the documents of each group.
  const grouped = terms.map((fields) => fields.map((list) => groupBy(list, groupOf)))
  const members = new Map<string, number[]>()
  grouped.forEach((fields, doc) => {
    for (const group of new Set(fields.flatMap((byGroup) => [...byGroup.keys()])))
      append(members, group, doc)
  })

  // Each short field's other terms, as distinct stand-ins that count in its length alone.
  const padding = terms.map((fields) =>
    fields.map((list, at) => (LONG_FIELDS.has(SEARCH_FIELDS[at]!) ? 0 : new Set(list).size)),
  )
  const indexOf = (group: string) => {
    const engine = new MiniSearch<number>({
      fields: [...SEARCH_FIELDS],
      // A document is given by its place in `docs`; each field is handed over as its terms.
      extractField: (doc, field) => (field === 'id' ? docs[doc]!.id : String(doc)),
      tokenize: (doc, field) => {
        const at = SEARCH_FIELDS.indexOf(field as (typeof SEARCH_FIELDS)[number])
        const own = grouped[Number(doc)]![at]!.get(group) ?? []
        const others = padding[Number(doc)]![at]! - new Set(own).size
        return others > 0 ? own.concat(standIns(others)) : own
      },
      processTerm: (term) => (term.startsWith(STAND_IN) ? null : term),
    })
    engine.addAll(members.get(group)!)
    return engine.toJSON()
  }

  const shards = [...members.keys()].filter((group) => !group.startsWith(STOP)).sort()
  const stop = [...stopWords].sort()
  const indexes = shards.map((shard) => indexOf(shard))
  return {
    manifest: {
      shards,
      stop,
      files: packShards(indexes.map((json) => JSON.stringify(json).length)),
    },
    shards: new Map(shards.map((shard, i) => [shard, indexes[i]!])),
    stop: new Map(stop.map((word) => [word, indexOf(STOP + word)])),
  }
}

/** The fields whose length in a shard is their number of terms there (the others keep their own). */
const LONG_FIELDS: ReadonlySet<string> = new Set(['text', 'about'])

/** A term no text has ("\u0001" and a number): it stands for another term in a field's length. */
const STAND_IN = '\u0001'
const STAND_INS: string[] = []
function standIns(count: number): string[] {
  for (let i = STAND_INS.length; i < count; i++) STAND_INS.push(`${STAND_IN}${i}`)
  return STAND_INS.slice(0, count)
}

/** groupBy(["ab", "ac", "ab"], {ab: "a", ac: "a"}) → {a: ["ab", "ac", "ab"]}. */
function groupBy(list: readonly string[], groupOf: ReadonlyMap<string, string>) {
  const groups = new Map<string, string[]>()
  for (const term of list) append(groups, groupOf.get(term)!, term)
  return groups
}

function append<T>(lists: Map<string, T[]>, key: string, item: T) {
  const list = lists.get(key)
  if (list) list.push(item)
  else lists.set(key, [item])
}
