// Packs a network's weights for src/game/ai/packed-net.ts, which describes the form and unpacks it.

import {
  BACKSLASH_CODE, DIGIT_BASE, ESCAPE, FIRST_DIGIT_CODE, LONG_NEGATIVE, MAX_SCALE, QUOTE_CODE, SHORT_HIGHEST,
  SHORT_HIGH_PARTS, SHORT_LOWEST, SHORT_NEGATIVE, SHORT_SCALES, decodeWeights,
} from "../../src/game/ai/packed-net";

const LONG_LIMIT = DIGIT_BASE ** 3;
const SHORT_DIGITS = String(SHORT_LOWEST).length;

/** A weight as a whole mantissa over 10^scale, from its shortest decimal (JavaScript's own), trailing zeros dropped. */
interface Decimal {
  negative: boolean;
  mantissa: number;
  scale: number;
}

function digitChar(digit: number): string {
  let code = FIRST_DIGIT_CODE + digit;
  if (code >= QUOTE_CODE) code++;
  if (code >= BACKSLASH_CODE) code++;
  return String.fromCharCode(code);
}

function decimalOf(value: number): Decimal {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (match === null) throw new Error(`the weight ${value} is not a finite number`);
  const fraction = match[3] ?? "";
  let digits = (match[2] + fraction).replace(/^0+/, "");
  let scale = fraction.length - Number(match[4] ?? 0);
  while (scale > 0 && digits.endsWith("0")) {
    digits = digits.slice(0, -1);
    scale--;
  }
  for (; scale < 0; scale++) digits += "0";
  return { negative: match[1] === "-", mantissa: Number(digits === "" ? "0" : digits), scale };
}

/** The scale at which the mantissa has exactly five digits (undefined: zero, or more digits). */
function shortScale({ mantissa, scale }: Decimal): number | undefined {
  const digits = String(mantissa).length;
  return mantissa === 0 || digits > SHORT_DIGITS ? undefined : scale + SHORT_DIGITS - digits;
}

function encodeDecimal(decimal: Decimal, lowest: number): string {
  const short = shortScale(decimal);
  if (short !== undefined && short >= lowest && short < lowest + SHORT_SCALES) {
    const mantissa = decimal.mantissa * 10 ** (short - decimal.scale) - SHORT_LOWEST;
    const high = Math.floor(mantissa / DIGIT_BASE ** 2);
    const head = (decimal.negative ? SHORT_NEGATIVE : 0) + (short - lowest) * SHORT_HIGH_PARTS + high;
    return digitChar(head) + digitChar(Math.floor(mantissa / DIGIT_BASE) % DIGIT_BASE) + digitChar(mantissa % DIGIT_BASE);
  }
  if (decimal.mantissa >= LONG_LIMIT || decimal.scale > MAX_SCALE) {
    throw new Error(`a weight has no packed form: it needs ${decimal.mantissa} / 10^${decimal.scale}`);
  }
  const mantissa = decimal.mantissa;
  return digitChar(ESCAPE) + digitChar((decimal.negative ? LONG_NEGATIVE : 0) + decimal.scale) +
    digitChar(Math.floor(mantissa / DIGIT_BASE ** 2)) + digitChar(Math.floor(mantissa / DIGIT_BASE) % DIGIT_BASE) + digitChar(mantissa % DIGIT_BASE);
}

/** The short form's lowest scale that puts the most weights in the short form. */
function bestScale(decimals: Decimal[]): number {
  const counts: number[] = [];
  for (let scale = 0; scale <= MAX_SCALE; scale++) counts.push(0);
  for (const decimal of decimals) {
    const short = shortScale(decimal);
    if (short !== undefined && short <= MAX_SCALE) counts[short]++;
  }
  let best = 0;
  let bestCount = -1;
  for (let lowest = 0; lowest + SHORT_SCALES - 1 <= MAX_SCALE; lowest++) {
    let count = 0;
    for (let step = 0; step < SHORT_SCALES; step++) count += counts[lowest + step];
    if (count > bestCount) {
      best = lowest;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The packed string of `values` (decimals of at most five significant digits, as a trainer rounds
 * them, or six below 778,688) and its short form's lowest scale; throws unless every weight unpacks
 * to itself, to the last bit.
 */
export function encodeWeights(values: ArrayLike<number>): { scale: number; weights: string } {
  const decimals = Array.from(values, decimalOf);
  const scale = bestScale(decimals);
  const weights = decimals.map((decimal) => encodeDecimal(decimal, scale)).join("");
  const decoded = decodeWeights(weights, scale);
  for (let index = 0; index < values.length; index++) {
    if (!Object.is(decoded[index], values[index])) throw new Error(`the weight ${values[index]} would unpack as ${decoded[index]}`);
  }
  if (decoded.length !== values.length) throw new Error(`${values.length} weights unpack as ${decoded.length}`);
  return { scale, weights };
}

/** A network module's code below its header: the network's shape and its packed weights. */
export function packedNetCode(pieces: number, hidden: number, values: ArrayLike<number>): string[] {
  const { scale, weights } = encodeWeights(values);
  return [
    'import { PackedNet, packedNet } from "../packed-net";',
    "",
    "// The input weights, hidden biases, output weights and output bias, packed (packed-net.ts).",
    `export const NET: PackedNet = packedNet(${pieces}, ${hidden}, ${scale},`,
    `  "${weights}");`,
    "",
  ];
}
