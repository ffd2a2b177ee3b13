import { expectTypeOf } from 'vitest'
import type { AsPlainObject } from 'minisearch'
import type { Dataset, Person, Thread, Week } from '../../src/domain/dataset'
import type { DATA_FILES } from '../../src/domain/files/data-files'
import type { FileData } from '../../src/domain/files/descriptor'
import type { JiraFile } from '../../src/domain/jira-series'
import type { KipCatalogRow } from '../../src/domain/kip-catalog'
import type { KipCardSummary, KipStory, KipStoryPage, WeekKip } from '../../src/domain/kip-story'
import type { ThreadVoteRound } from '../../src/domain/kip-votes'
import type { PersonStats, PositionGroup } from '../../src/domain/people-stats'
import type { PersonSummary } from '../../src/domain/person-pages'
import type { KipMove } from '../../src/domain/what-moved'
import type { RelatedThreads } from '../../src/domain/related-threads'
import type { SearchManifest } from '../../src/domain/search/shards'
import type { ThreadFacets } from '../../src/domain/files/thread-facets'

/**
 * Each file's schema against the domain types the build writes it from, deeply: a field added,
 * removed, made optional or retyped on one side only fails `npm run typecheck` here (these are
 * type assertions, checked by `npm run typecheck`; vitest does not run this file).
 */
type Out<K extends keyof typeof DATA_FILES> = FileData<(typeof DATA_FILES)[K]>

expectTypeOf<Out<'week'>>().toEqualTypeOf<{
  week: Week
  threads: Thread[]
  kips: WeekKip[]
  votes: Record<string, ThreadVoteRound[]>
  related: Record<string, RelatedThreads>
  moves: KipMove[]
}>()
expectTypeOf<Out<'index'>['people']>().toEqualTypeOf<Person[]>()
expectTypeOf<Out<'index'>['threadRedirects']>().toEqualTypeOf<Dataset['threadRedirects']>()
expectTypeOf<Out<'kip'>['fact']>().toEqualTypeOf<Dataset['kipFacts']['kips'][number] | null>()
expectTypeOf<Out<'jira'>>().toEqualTypeOf<JiraFile>()
expectTypeOf<Out<'peopleStats'>>().toEqualTypeOf<PersonStats[]>()
expectTypeOf<Omit<Out<'person'>, 'kips'>>().toEqualTypeOf<Omit<PersonSummary, 'kips'>>()
// A ballot row is an intersection of types, which toEqualTypeOf cannot compare: each way instead.
expectTypeOf<Out<'person'>['kips']>().toExtend<PersonSummary['kips']>()
expectTypeOf<PersonSummary['kips']>().toExtend<Out<'person'>['kips']>()
expectTypeOf<Out<'personPage'>>().toEqualTypeOf<PositionGroup[]>()
expectTypeOf<Out<'kips'>>().toEqualTypeOf<KipCardSummary[]>()
expectTypeOf<Out<'catalog'>>().toEqualTypeOf<KipCatalogRow[]>()
expectTypeOf<Omit<Out<'kip'>, 'ballot'>>().toEqualTypeOf<Omit<KipStory, 'ballot'>>()
// The ballot's verdict is a union of objects, which toEqualTypeOf cannot compare: each way instead.
expectTypeOf<Out<'kip'>['ballot']>().toExtend<KipStory['ballot']>()
expectTypeOf<KipStory['ballot']>().toExtend<Out<'kip'>['ballot']>()
expectTypeOf<Out<'kipStoryPage'>>().toEqualTypeOf<KipStoryPage>()
expectTypeOf<Out<'threadFacets'>>().toEqualTypeOf<ThreadFacets[]>()
expectTypeOf<Out<'searchManifest'>>().toEqualTypeOf<SearchManifest>()
// MiniSearch reads its own index back (loadJS): the schema must describe no other shape.
expectTypeOf<Out<'searchShard'>>().toExtend<AsPlainObject>()
expectTypeOf<Out<'searchStop'>>().toExtend<AsPlainObject>()
expectTypeOf<Out<'searchThreadTitles'>>().toEqualTypeOf<Record<string, Thread['title']>>()
