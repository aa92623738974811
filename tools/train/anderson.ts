// Anderson mixing for a fixed-point iteration x = G(x) that converges slowly: each step replaces
// G(x) by the combination of the last few steps whose residuals (G(x) - x) cancel best, found by a
// small least-squares problem. Value iteration on a game whose positions repeat for long (jequier)
// settles in hundreds of sweeps instead of tens of thousands, where jumping along one slow change
// (an extrapolation) overshoots whenever two slow changes mix.

/** Keeps the last `depth` steps' differences; memory: 2 * depth + 2 vectors of the values' size. */
export class AndersonMixer {
  private readonly depth: number;
  private readonly valueSteps: Float64Array[];
  private readonly residualSteps: Float64Array[];
  private readonly lastValue: Float64Array;
  private readonly lastResidual: Float64Array;
  /** Dot products of the residual steps with one another, row-major, `depth` by `depth`. */
  private readonly gram: Float64Array;
  private stored = 0;
  private next = 0;
  private started = false;

  constructor(size: number, depth: number) {
    this.depth = depth;
    this.valueSteps = Array.from({ length: depth }, () => new Float64Array(size));
    this.residualSteps = Array.from({ length: depth }, () => new Float64Array(size));
    this.lastValue = new Float64Array(size);
    this.lastResidual = new Float64Array(size);
    this.gram = new Float64Array(depth * depth);
  }

  /** Forgets the steps so far (after a step that made things worse). */
  reset(): void {
    this.stored = 0;
    this.next = 0;
    this.started = false;
  }

  /** `value` holds G(x) and `residual` G(x) - x: `value` becomes the mixed next iterate. */
  mix(value: Float64Array, residual: Float64Array): void {
    if (!this.started) {
      this.lastValue.set(value);
      this.lastResidual.set(residual);
      this.started = true;
      return;
    }
    const column = this.next;
    const valueStep = this.valueSteps[column];
    const residualStep = this.residualSteps[column];
    for (let index = 0; index < value.length; index++) {
      valueStep[index] = value[index] - this.lastValue[index];
      residualStep[index] = residual[index] - this.lastResidual[index];
    }
    this.lastValue.set(value);
    this.lastResidual.set(residual);
    this.next = (this.next + 1) % this.depth;
    this.stored = Math.min(this.stored + 1, this.depth);
    for (let other = 0; other < this.stored; other++) {
      const product = dot(residualStep, this.residualSteps[other]);
      this.gram[column * this.depth + other] = product;
      this.gram[other * this.depth + column] = product;
    }
    const weights = this.leastSquares(residual);
    if (weights === undefined) return;
    for (let other = 0; other < this.stored; other++) {
      const weight = weights[other];
      const step = this.valueSteps[other];
      for (let index = 0; index < value.length; index++) value[index] -= weight * step[index];
    }
  }

  /** The weights of the stored steps that cancel `residual` best; undefined where the steps are degenerate. */
  private leastSquares(residual: Float64Array): Float64Array | undefined {
    const size = this.stored;
    const matrix = new Float64Array(size * (size + 1));
    let trace = 0;
    for (let row = 0; row < size; row++) trace += this.gram[row * this.depth + row];
    if (!(trace > 0)) return undefined;
    // A touch of ridge keeps nearly parallel steps from blowing the weights up.
    const ridge = 1e-12 * trace;
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) matrix[row * (size + 1) + column] = this.gram[row * this.depth + column] + (row === column ? ridge : 0);
      matrix[row * (size + 1) + size] = dot(this.residualSteps[row], residual);
    }
    return solveLinear(matrix, size);
  }
}

function dot(left: Float64Array, right: Float64Array): number {
  let total = 0;
  for (let index = 0; index < left.length; index++) total += left[index] * right[index];
  return total;
}

/** Gaussian elimination with partial pivoting on an augmented `size` by `size + 1` matrix. */
function solveLinear(matrix: Float64Array, size: number): Float64Array | undefined {
  const width = size + 1;
  for (let pivot = 0; pivot < size; pivot++) {
    let best = pivot;
    for (let row = pivot + 1; row < size; row++) if (Math.abs(matrix[row * width + pivot]) > Math.abs(matrix[best * width + pivot])) best = row;
    if (matrix[best * width + pivot] === 0) return undefined;
    for (let column = 0; column < width; column++) {
      const held = matrix[pivot * width + column];
      matrix[pivot * width + column] = matrix[best * width + column];
      matrix[best * width + column] = held;
    }
    for (let row = pivot + 1; row < size; row++) {
      const factor = matrix[row * width + pivot] / matrix[pivot * width + pivot];
      for (let column = pivot; column < width; column++) matrix[row * width + column] -= factor * matrix[pivot * width + column];
    }
  }
  const solution = new Float64Array(size);
  for (let row = size - 1; row >= 0; row--) {
    let total = matrix[row * width + size];
    for (let column = row + 1; column < size; column++) total -= matrix[row * width + column] * solution[column];
    solution[row] = total / matrix[row * width + row];
  }
  return solution;
}
