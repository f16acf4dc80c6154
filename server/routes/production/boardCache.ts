import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { assembleBoard, boardSourcesFor, segmentDuration, type BoardProduct, type BoardSources } from '../../../domain/production/board.js';
import type { PermissionMap } from '../../../domain/permissions.js';
import { readsWholeRow } from '../../../domain/visibility.js';
import type { BoardFilters } from '../../../domain/production/boardQuery.js';
import { groupBy } from '../../../domain/production/planningSources.js';
import { timerOf } from '../../../domain/production/timer.js';
import type { Reader } from '../../entities/feedShape.js';
import type { SerializedAnswer } from '../../http/serve.js';
import { loadBoardSources } from './boardSources.js';

/** Answers kept at once (a company's kiosks ask a few filters each; every entry is one board's JSON). */
const KEPT = 16;

/**
 * Stands in the kept text for a number that moves with time; random per
 * process, so no stored text can pass for it.
 */
const HOLE = randomUUID();
const HOLE_JSON = JSON.stringify(HOLE);

interface Entry {
  /** The company's feed head the sources were read at (read before them). */
  head: string;
  /** The answer around its timers, as UTF-8 (sent as it is, never encoded again): one piece more than there are timers. */
  pieces: Buffer[];
  /** The running timers, in the order they appear in the text. */
  timers: ((nowMs: number) => number)[];
  /** The answers made from it (the second asked last and the one made ahead), with their gzip once asked for. */
  made: Made[];
  /** A gzip has been asked for: the next second's answer is compressed ahead too. */
  gzips?: boolean;
  /** The second whose answer is being made ahead. */
  ahead?: number;
}

/** One second's answer: its timers taken at that whole second. */
interface Made {
  second: number;
  answer: Buffer;
  gzipped?: Promise<Buffer>;
}

/**
 * How long before a second begins its answer is made while the board is being
 * asked for: assembling the text and compressing ~10 MB take ~100 ms, which
 * the first request of each second would otherwise wait for (the board's p99).
 */
const AHEAD_MS = 400;

const gzip = promisify(zlib.gzip);

/**
 * GET clients/products-statuses kept as text per company and filter until
 * the company's change feed moves (issue 17: a department's board on the xl
 * set answers in p99 < 100 ms; loading and assembling 2,000 products takes
 * ~0.4 s). Every write publishes to the feed in the transaction that makes it,
 * so an unchanged head means unchanged rows; the head is read before the
 * sources, so a write that lands while they load moves it past the entry's and
 * the next request reads again. Time moves the answer too: the durations of
 * open tracker segments are left as holes in the kept text and filled with
 * the same timer rules the assembly uses, taken at the whole second (the
 * timer ticks by seconds), so the answers within one second are one.
 * The answer is what a fresh assembly at that whole second gives. Kiosks are
 * browsers and ask for gzip: it is made once per answer, off the event loop
 * (fastest level: ~10 MB of JSON), and sent as it is. While a board is being
 * asked for, each next second's answer is made just before that second
 * begins (makeAhead), so no request waits for one.
 * Each server process keeps its own entries; the head is the database's.
 */
export class BoardCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Reader) {}

  async answer(companyId: string, filters: BoardFilters, nowMs: number, p: PermissionMap, gzipped = false): Promise<SerializedAnswer<{ data: BoardProduct[] }>> {
    // One answer with the lines' money, one without (boardSourcesFor): a reader gets the one their permissions give.
    const prices = readsWholeRow(p, 'products');
    const key = `${companyId} ${prices} ${JSON.stringify(filters)}`;
    const head = await this.headOf(companyId);
    let entry = this.entries.get(key);
    if (entry?.head !== head) {
      const sources = boardSourcesFor(p, await loadBoardSources(this.db, companyId, filters));
      const kept = keep(sources, filters, head);
      // A text that does not split as built is answered fresh and not kept.
      if (!kept) {
        const fresh = Buffer.from(JSON.stringify({ data: assembleBoard(sources, filters, nowMs - (nowMs % 1000)) }));
        return gzipped ? gzip(fresh, { level: zlib.constants.Z_BEST_SPEED }) : fresh;
      }
      entry = kept;
    }
    // Most recently used last: the first key is the one to drop.
    this.entries.delete(key);
    if (this.entries.size >= KEPT) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    const second = nowMs - (nowMs % 1000);
    if (gzipped) entry.gzips = true;
    const made = madeAt(entry, second);
    this.makeAhead(key, entry, second + 1000);
    if (!gzipped) return made.answer;
    made.gzipped ??= gzip(made.answer, { level: zlib.constants.Z_BEST_SPEED });
    return made.gzipped;
  }

  /**
   * While the board is asked for in the running second, the next second's
   * answer (and its gzip, if kiosks ask for gzip) is made shortly before that
   * second begins, so its first request finds it ready. The timers are taken
   * at that whole second, as a request then would take them.
   */
  private makeAhead(key: string, entry: Entry, second: number): void {
    const delay = second - AHEAD_MS - Date.now();
    if (entry.ahead === second || delay > 1000) return;
    entry.ahead = second;
    setTimeout(() => {
      // Replaced meanwhile (a write moved the head, or the entry was dropped): nothing to make.
      if (this.entries.get(key) !== entry) return;
      const made = madeAt(entry, second);
      if (entry.gzips) made.gzipped ??= gzip(made.answer, { level: zlib.constants.Z_BEST_SPEED });
    }, Math.max(0, delay)).unref();
  }

  private async headOf(companyId: string): Promise<string> {
    const row = await this.db.selectFrom('changes').select((eb) => eb.fn.max('seq').as('seq')).where('companyId', '=', companyId).executeTakeFirst();
    return String(row?.seq ?? 0);
  }
}

/** The answer at a whole second, made once: kept with the one before it, so a request late in a second and the one made ahead both find theirs. */
function madeAt(entry: Entry, second: number): Made {
  const found = entry.made.find((m) => m.second === second);
  if (found) return found;
  const parts = [entry.pieces[0]!];
  entry.timers.forEach((timer, i) => parts.push(Buffer.from(String(timer(second))), entry.pieces[i + 1]!));
  const made = { second, answer: Buffer.concat(parts) };
  entry.made = [...entry.made.filter((m) => m.second >= second - 1000 && m.second <= second + 1000), made];
  return made;
}

/**
 * The board's text with a hole for every duration an open segment makes:
 * a product's work time (its timer over all of its segments) and each open
 * segment of its material statuses (assembleBoard lists a material status's
 * segments in the sources' order).
 */
function keep(src: BoardSources, filters: BoardFilters, head: string): Entry | undefined {
  const ofProduct = groupBy(src.trackers, (t) => t.productId);
  const ofStatus = groupBy(src.trackers, (t) => t.statusRefId);
  const timers: Entry['timers'] = [];
  const hole = (timer: (nowMs: number) => number): string => {
    timers.push(timer);
    return HOLE;
  };
  const withHoles = (p: BoardProduct): BoardProduct | { [K in keyof BoardProduct]: unknown } => {
    const segments = ofProduct.get(p.id) ?? [];
    if (segments.every((t) => t.end !== null)) return p;
    return {
      ...p,
      totalDuration: hole((now) => timerOf(segments, now).totalDuration),
      materialStatuses: p.materialStatuses.map((m) => {
        const own = ofStatus.get(m.id) ?? [];
        const detailedTracker = m.trackers.detailedTracker.map((d, k) => (own[k]?.end === null ? { ...d, duration: hole((now) => segmentDuration(own[k]!, now)) } : d));
        return { ...m, trackers: { detailedTracker } };
      }),
    };
  };
  // Every duration that moves with time becomes a hole: the moment assembled at does not matter.
  const text = JSON.stringify({ data: assembleBoard(src, filters, Date.now()).map(withHoles) });
  const pieces = text.split(HOLE_JSON);
  return pieces.length === timers.length + 1 ? { head, pieces: pieces.map((piece) => Buffer.from(piece)), timers, made: [] } : undefined;
}
