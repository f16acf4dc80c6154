import type { FastifyBaseLogger } from 'fastify';

/** What a forgot-password request asks for, as the route hands it on. */
export interface ResetRequest {
  companyId: string;
  email: string;
  /** The client's address, for the per-address limit. */
  ip: string;
}

/**
 * More waiting requests than anyone asks for in earnest: beyond it a flood is
 * dropped (answered as always, never looked up), so it cannot grow the
 * server's memory without bound.
 */
const MAX_WAITING = 1000;

/**
 * Forgot-password requests are looked up and mailed here, one after another,
 * after their answer has left: the route answers in the same time whether the
 * address is known, limited or mailed (issue 8 item 3). In process only: a
 * request still waiting when the process dies is lost, as a mail lost on the
 * way would be; the user asks again.
 */
export class ResetMailQueue {
  private readonly waiting: ResetRequest[] = [];
  private working = 0;
  private draining: Promise<void> | null = null;

  constructor(
    private readonly work: (request: ResetRequest) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Requests taken and not yet done, the one being worked on included. */
  get size(): number {
    return this.waiting.length + this.working;
  }

  push(request: ResetRequest): void {
    if (this.waiting.length >= MAX_WAITING) {
      this.log.warn('reset mail queue full: request dropped');
      return;
    }
    this.waiting.push(request);
    // setImmediate, not a microtask: the work starts once the answer has been written.
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /** Resolves once every request taken so far is done (tests, and the server's close). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    for (let request = this.waiting.shift(); request; request = this.waiting.shift()) {
      this.working++;
      try {
        await this.work(request);
      } catch (err) {
        this.log.error({ err }, 'reset mail failed');
      } finally {
        this.working--;
      }
    }
    this.draining = null;
  }
}
