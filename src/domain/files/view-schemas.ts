import * as v from 'valibot'
import { OUTCOMES, STANCES } from '../dataset'
import {
  count,
  kipLinks,
  kipNumber,
  kipVoteRound,
  lastWikiState,
  localized,
  nullableText,
  stanceFields,
  statusFields,
  text,
  threadStatus,
  vote,
  voteCounts,
  wikiState,
} from './schemas'
import { decodeThreadFacets } from './thread-facets'
import { issuePath } from './decode'

/**
 * The schemas of the files only a view other than the timeline, a week and a thread reads (the
 * filters, search, the KIP, JIRA and people views), which their descriptors name
 * (view-descriptors.ts): imported by those views alone, so they load with the views' code, not
 * with the first screen (schemas.ts says what the contract is).
 */

const kipFact = v.strictObject({
  kip: kipNumber,
  title: text,
  state: wikiState,
  url: nullableText,
  author: nullableText,
  created: nullableText,
  modified: nullableText,
  discussionThread: nullableText,
  voteThread: nullableText,
  jira: nullableText,
  stateHistory: v.array(v.strictObject({ date: text, state: wikiState })),
})
const missing = v.optional(v.picklist(['no-digest', 'not-reported']))
const createdPoint = v.strictObject({
  week: text,
  start: text,
  created: v.nullable(count),
  change: v.nullable(count),
  cumulative: v.nullable(count),
  missing,
})
const releaseSeries = v.strictObject({
  release: text,
  points: v.array(
    v.strictObject({
      week: text,
      start: text,
      resolved: v.nullable(count),
      unresolved: v.nullable(count),
      thread: nullableText,
      threadTitle: v.nullable(localized),
      missing,
    }),
  ),
})
export const jiraFile = v.strictObject({
  created: v.array(createdPoint),
  releases: v.array(releaseSeries),
})
export const personStats = v.strictObject({
  id: text,
  name: text,
  aliases: v.array(text),
  positions: count,
  threads: count,
  kips: count,
  weeks: count,
  firstWeek: text,
  firstSeen: text,
  lastWeek: text,
  lastSeen: text,
})
const personThreadPositions = v.strictObject({
  thread: text,
  week: text,
  kips: v.array(kipNumber),
  status: v.strictObject(statusFields),
  title: localized,
  positions: v.array(
    v.strictObject({ ...stanceFields, name: text, andOthers: v.boolean(), text: localized }),
  ),
})
const positionGroup = v.strictObject({
  kip: v.nullable(kipNumber),
  threads: v.array(personThreadPositions),
})
const coParticipant = v.strictObject({ id: text, name: text, sharedThreads: count })
const ballotPlace = { week: text, thread: text }
const voteVerdict = v.union([
  v.strictObject({ kind: v.literal('passes'), plus: count, minus: count }),
  v.strictObject({ kind: v.literal('needs'), more: count, plus: count, minus: count }),
  v.strictObject({
    kind: v.literal('blocked'),
    by: v.array(text),
    plus: count,
    minus: count,
  }),
])
const kipVoteStanding = v.strictObject({ round: count, verdict: voteVerdict, running: v.boolean() })
const ballotRowEntries = {
  ...stanceFields,
  ...ballotPlace,
  since: v.strictObject(ballotPlace),
  was: v.nullable(v.strictObject({ ...ballotPlace, stance: v.picklist(STANCES) })),
  ballot: v.nullable(v.strictObject({ ...ballotPlace, vote })),
  blocking: v.boolean(),
}
export const personFile = v.strictObject({
  stats: personStats,
  coParticipants: v.array(coParticipant),
  pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  kips: v.array(v.strictObject({ ...ballotRowEntries, kip: kipNumber })),
})
export const personPage = v.array(positionGroup)
const kipWeekStatus = v.strictObject({
  ...statusFields,
  week: text,
  end: text,
  thread: text,
  threads: v.array(text),
  people: v.array(text),
  wikiState,
})
const datedWikiState = v.strictObject({ state: wikiState, date: text })
const wikiDisagreement = v.strictObject({
  digest: v.strictObject({
    outcome: v.picklist(OUTCOMES),
    evidence: text,
    week: text,
    date: text,
    thread: text,
  }),
  wiki: datedWikiState,
  latest: datedWikiState,
  followedOn: nullableText,
})
export const kipCardSummary = v.strictObject({
  ...statusFields,
  kip: kipNumber,
  title: nullableText,
  wiki: v.strictObject({
    state: wikiState,
    asOf: nullableText,
    lastChange: v.nullable(v.strictObject({ date: text, state: wikiState })),
    lastGiven: v.optional(lastWikiState),
  }),
  links: kipLinks,
  statusThread: text,
  weeks: v.array(kipWeekStatus),
  people: v.array(text),
  lastWeek: text,
  lastVote: v.nullable(kipVoteRound),
  since: text,
  vote: v.nullable(kipVoteStanding),
  mentions: count,
  wikiCheck: v.nullable(wikiDisagreement),
})
const kipPosition = v.strictObject({
  ...stanceFields,
  thread: text,
  week: text,
  person: text,
  name: text,
  andOthers: v.boolean(),
  text: localized,
})
const kipStoryThread = v.strictObject({
  ...statusFields,
  id: text,
  week: text,
  title: localized,
  summary: localized,
  conclusion: localized,
  kips: v.array(kipNumber),
  positions: v.array(kipPosition),
})
const kipOpenItem = v.strictObject({
  ...statusFields,
  thread: text,
  week: text,
  title: localized,
  conclusion: localized,
})
const kipMention = v.strictObject({
  thread: text,
  week: text,
  title: localized,
  subjectKips: v.array(kipNumber),
  sentences: v.array(v.strictObject({ text: localized, person: nullableText, name: nullableText })),
})
const kipBallot = v.strictObject({
  rows: v.array(v.strictObject({ ...ballotRowEntries, person: text, name: text })),
  rounds: v.array(
    v.strictObject({
      round: count,
      threads: v.array(text),
      voters: v.array(v.strictObject({ ...ballotPlace, vote, person: text, name: text })),
      verdict: voteVerdict,
      byCommittersList: count,
      ended: v.nullable(v.strictObject(ballotPlace)),
    }),
  ),
})
export const kipStoryFile = v.strictObject({
  title: nullableText,
  links: kipLinks,
  summary: v.nullable(kipCardSummary),
  fact: v.nullable(kipFact),
  people: v.array(v.strictObject({ person: text, positions: count, latest: kipPosition })),
  ballot: v.nullable(kipBallot),
  storyPages: count,
  open: v.array(kipOpenItem),
  votes: v.array(kipVoteRound),
  mentions: v.array(kipMention),
})
export const kipStoryPage = v.strictObject({
  weeks: v.array(v.strictObject({ week: text, threads: v.array(kipStoryThread) })),
})
export const kipCatalogRow = v.strictObject({
  kip: kipNumber,
  title: nullableText,
  state: v.nullable(wikiState),
  author: nullableText,
  created: nullableText,
  changes: v.array(v.strictObject({ date: text, state: wikiState })),
  lastGiven: v.optional(lastWikiState),
  digest: v.nullable(
    v.strictObject({
      lastWeek: text,
      status: threadStatus,
      people: count,
      binding: v.nullable(voteCounts),
      bindingByCommittersList: v.nullable(v.strictObject({ asOf: text, counts: voteCounts })),
      wikiDisagrees: v.boolean(),
      since: text,
      vote: v.nullable(kipVoteStanding),
    }),
  ),
  mentioned: v.boolean(),
})

/** A MiniSearch index as its toJSON writes it: the shape is checked here, MiniSearch reads the rest. */
export const searchIndexFile = v.strictObject({
  documentCount: count,
  nextId: count,
  documentIds: v.record(v.string(), v.union([text, kipNumber])),
  fieldIds: v.record(v.string(), count),
  fieldLength: v.record(v.string(), v.array(count)),
  averageFieldLength: v.array(count),
  storedFields: v.record(v.string(), v.unknown()),
  dirtCount: v.optional(count),
  index: v.array(v.tuple([text, v.record(v.string(), v.record(v.string(), count))])),
  serializationVersion: count,
})

/**
 * thread-facets.ts: what the timeline's filters read, the threads as tuples by week, decoded into
 * the threads (a person index with no person is named with its field, as the schema's own checks).
 */
export const threadFacetsFile = v.pipe(
  v.strictObject({
    people: v.array(text),
    weeks: v.array(
      v.tuple([
        text,
        v.array(
          v.tuple([
            text,
            threadStatus,
            v.array(kipNumber),
            v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
          ]),
        ),
      ]),
    ),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const threads = decodeThreadFacets(dataset.value)
    if (Array.isArray(threads)) return threads
    addIssue({ message: `no person ${threads.person} in people`, path: issuePath(threads.at) })
    return NEVER
  }),
)
