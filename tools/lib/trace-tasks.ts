/**
 * Where a page's long tasks go, from a Chromium trace (`npm run bench -- --only views --trace`):
 * each task of the page's main thread over a threshold, with its time by kind of work (parsing
 * HTML, compiling or running script, style, layout, paint, garbage collection …) and its script
 * time by file and function, from the V8 sampling profiler's samples within it. Pure: trace
 * events in, tasks out.
 *
 *   longTasks(events, 200) → [{ startMs: 812, ms: 420, work: [["script", 300], ["layout", 90]],
 *                              scripts: [["react-dom-….js", 260]], functions: [["Xo react-dom-….js", 120]] }]
 */

export interface TraceEvent {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: Record<string, unknown>
}

export interface LongTask {
  /** From the page's navigation start. */
  startMs: number
  ms: number
  /** Self time by kind of work, largest first. */
  work: [string, number][]
  /** Sampled script time by file, largest first. */
  scripts: [string, number][]
  /** Sampled self time by function and file, largest first. */
  functions: [string, number][]
}

/** Trace event names → the kind of work they are. Unlisted names stand for themselves. */
const KINDS: [RegExp, string][] = [
  [/^ParseHTML$/, 'parse HTML'],
  [/^(ParseAuthorStyleSheet|ParseStyleSheet)$/, 'parse CSS'],
  [/compile|Compile|CacheScript|produceCache|deserialize/i, 'compile script'],
  [
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.run|V8\.Execute|FireIdleCallback|XHRReadyStateChange|v8\.callFunction)$/,
    'script',
  ],
  [
    /^V8\.(BytecodeBudgetInterrupt|HandleInterrupts|StackGuard|InvokeApiInterruptCallbacks)/,
    'script',
  ],
  [/^(DocumentLoader|FrameLoader|NavigationBodyLoader)::/, 'navigation'],
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Layout|UpdateLayout)$/, 'layout'],
  [
    /^(PrePaint|Paint|PaintImage|UpdateLayer|Layerize|Commit|CompositeLayers|RasterTask|UpdateLayerTree)$/,
    'paint',
  ],
  [/GC|Sweep|Mark|Scavenge/i, 'garbage collection'],
  [
    /^(HitTest|IntersectionObserverController::computeIntersections|ComputeIntersections)$/,
    'hit test / observers',
  ],
  [
    /^(ResourceReceivedData|ResourceFinish|ResourceReceiveResponse|ResourceSendRequest)$/,
    'network',
  ],
]

const kindOf = (name: string) => KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? name

const sorted = (totals: Map<string, number>): [string, number][] =>
  [...totals].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, us / 1000])

const add = (totals: Map<string, number>, key: string, us: number) =>
  totals.set(key, (totals.get(key) ?? 0) + us)

/** A script's address → its file's name, without the query ("…/assets/<file>?v=1" → "<file>"); "" → "(native)". */
const fileOf = (url: string) => url.split('/').at(-1)?.split('?')[0] || '(native)'

/** The main thread of the page's renderer: the CrRendererMain thread that saw the navigation. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number; navigationStart: number } {
  const navigations = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame !==
        false &&
      /^https?:/.test(
        String(
          (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '',
        ),
      ),
  )
  const start = navigations.at(-1)
  if (!start) throw new Error('trace: no navigation of an http(s) page')
  return { pid: start.pid, tid: start.tid, navigationStart: start.ts }
}

/** CPU samples of the renderer's profiled thread (its main thread): [µs, function, file], in order. */
function samples(events: TraceEvent[], pid: number): [number, string, string][] {
  interface Node {
    id: number
    parent?: number
    callFrame: { functionName: string; url: string }
  }
  const nodes = new Map<number, Node>()
  const out: [number, string, string][] = []
  const starts = new Map<string, number>()
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid)
      starts.set(String(e.id), (e.args?.data as { startTime: number }).startTime)
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue
    const data = e.args?.data as {
      cpuProfile?: { nodes?: Node[]; samples?: number[] }
      timeDeltas?: number[]
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    let t = starts.get(String(e.id)) ?? 0
    const deltas = data.timeDeltas ?? []
    ;(data.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0
      const frame = nodes.get(id)?.callFrame
      out.push([t, frame?.functionName || '(anonymous)', fileOf(frame?.url ?? '')])
      starts.set(String(e.id), t)
    })
  }
  return out.sort((a, b) => a[0] - b[0])
}

/** The page's main-thread tasks longer than `minMs`, in order, each with where its time went. */
export function longTasks(events: TraceEvent[], minMs: number): LongTask[] {
  const { pid, tid, navigationStart } = mainThread(events)
  const onThread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const profile = samples(events, pid)
  const tasks = onThread.filter(
    (e) => e.name === 'RunTask' && e.ts >= navigationStart && (e.dur ?? 0) >= minMs * 1000,
  )
  return tasks.map((task) => {
    const end = task.ts + task.dur!
    const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end)
    // Self time: each event's duration less that of the events directly inside it.
    const work = new Map<string, number>()
    const stack: { e: TraceEvent; self: number }[] = []
    const close = (until: number) => {
      while (stack.length > 0 && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= until) {
        const done = stack.pop()!
        add(work, kindOf(done.e.name), done.self)
      }
    }
    let childTime = 0
    for (const e of inside) {
      close(e.ts)
      const parent = stack.at(-1)
      if (parent) parent.self -= e.dur!
      else childTime += e.dur!
      stack.push({ e, self: e.dur! })
    }
    close(Infinity)
    add(work, 'other (the task itself)', task.dur! - childTime)
    const scripts = new Map<string, number>()
    const functions = new Map<string, number>()
    const within = profile.filter(([t]) => t >= task.ts && t < end)
    within.forEach(([t, fn, file], i) => {
      const next = within[i + 1]?.[0] ?? end
      if (file === '(native)' && /^\((program|idle|garbage collector)\)$/.test(fn)) return
      add(scripts, file, next - t)
      add(functions, `${fn} ${file}`, next - t)
    })
    return {
      startMs: (task.ts - navigationStart) / 1000,
      ms: task.dur! / 1000,
      work: sorted(work).filter(([, ms]) => ms >= 1),
      scripts: sorted(scripts).filter(([, ms]) => ms >= 1),
      functions: sorted(functions).filter(([, ms]) => ms >= 1),
    }
  })
}
