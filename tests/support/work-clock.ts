// A clock that moves only when some work is done: each step costs its work times `msPerWork`,
// times a factor drawn from `jitter` by a seeded generator, so that steps of one kind vary in cost
// too (the thinking's and the analysis's tests against a console's clock).

import { createRng, randomInt } from "../../src/game/rng";

/** The Wii's milliseconds per unit of work: some 3.5 microseconds of this machine's lua5.1, 35 times slower. */
export const WII_MS_PER_WORK = 0.1225;

export class WorkClock {
  now = 0;
  private seen = 0;
  private readonly rng;

  /** `work`: the work done so far, read at every look at the clock. */
  constructor(private readonly work: () => number, private readonly msPerWork: number, private readonly jitter: [number, number], seed: number) {
    this.rng = createRng(seed);
  }

  read = (): number => {
    const work = this.work();
    if (work !== this.seen) {
      const [low, high] = this.jitter;
      const factor = low + ((high - low) * randomInt(this.rng, 1001)) / 1000;
      this.now += (work - this.seen) * this.msPerWork * factor;
      this.seen = work;
    }
    return this.now;
  };
}
