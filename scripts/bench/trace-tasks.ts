/**
 * The long tasks of a page's main thread in a Chromium trace (the JSON of `browser.stopTracing()`) from its first
 * contentful paint on, as Total Blocking Time counts them (the navigation's own task, which sets up the page's
 * script context before anything of the page runs, comes before it), each with what filled it: its outermost events
 * (a script's evaluation, a module's, a timer, style, layout), summed by what they are and sorted by time.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

export interface TaskPart {
  label: string;
  ms: number;
}

export interface LongTask {
  /** When the task started, from the main thread's first task. */
  startMs: number;
  ms: number;
  parts: TaskPart[];
}

const LONG_TASK_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer's main thread that ran the most task time: the page's (an earlier blank page has one too). */
function mainThread(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mains.has(thread) && TASK_NAMES.has(event.name)) busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function label(event: TraceEvent): string {
  const url = event.args?.data?.url;
  const file = url ? url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') : '';
  const fn = event.args?.data?.functionName;
  return [event.name, file, fn ? `${fn}()` : ''].filter(Boolean).join(' ');
}

export function longTasks(events: readonly TraceEvent[]): LongTask[] {
  const thread = mainThread(events);
  if (thread === undefined) return [];
  const onThread = events
    .filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === thread && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onThread.filter((event) => TASK_NAMES.has(event.name));
  const origin = tasks[0]?.ts ?? 0;
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && `${event.pid}:${event.tid}` === thread)?.ts ?? origin;
  return tasks
    .filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS && task.ts + (task.dur ?? 0) > firstPaint)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onThread.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && !TASK_NAMES.has(event.name));
      // The outermost events: those no other event of the task contains.
      const parts = new Map<string, number>();
      let reach = -1;
      for (const event of inside) {
        if (event.ts < reach) continue;
        reach = event.ts + (event.dur ?? 0);
        parts.set(label(event), (parts.get(label(event)) ?? 0) + (event.dur ?? 0) / 1000);
      }
      return {
        startMs: (task.ts - origin) / 1000,
        ms: (task.dur ?? 0) / 1000,
        parts: [...parts].map(([name, ms]) => ({ label: name, ms })).sort((a, b) => b.ms - a.ms),
      };
    });
}
