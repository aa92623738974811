// A line of figures drawn piece by piece (labels made once, numbers digit by digit), so that a
// frame that shows changing numbers makes no new strings.

const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
/** Larger numbers are drawn as this (nine nines): beyond anything the overlay shows. */
const LARGEST = 999999999;

export class FigureLine {
  private x = 0;
  private y = 0;
  private readonly digitWidth: number;
  private readonly pointWidth: number;

  constructor(private readonly size: number, private readonly color: number) {
    this.digitWidth = native.textWidth("0", size);
    this.pointWidth = native.textWidth(".", size);
  }

  /** Where the line's first piece goes (its top left corner). */
  start(x: number, y: number): void {
    this.x = x;
    this.y = y;
  }

  /** A fixed piece of text (a label, a unit); pass the same string every frame. */
  text(text: string): void {
    native.text(text, this.x, this.y, this.size, this.color);
    this.x += native.textWidth(text, this.size);
  }

  /** `value` (0 and up; below 0 counts as 0) rounded to `decimals` places. */
  number(value: number, decimals: number): void {
    let scale = 1;
    for (let place = 0; place < decimals; place++) scale *= 10;
    const clamped = value < 0 ? 0 : value * scale > LARGEST ? LARGEST : value * scale;
    const scaled = Math.floor(clamped + 0.5);
    this.whole(Math.floor(scaled / scale), 1);
    if (decimals === 0) return;
    native.text(".", this.x, this.y, this.size, this.color);
    this.x += this.pointWidth;
    this.whole(scaled % scale, scale / 10);
  }

  /** The digits of a whole number, at least as many as `leading` has places (zeros in front). */
  private whole(value: number, leading: number): void {
    let place = 1;
    while (place * 10 <= value || place < leading) place *= 10;
    for (; place >= 1; place /= 10) {
      native.text(DIGITS[Math.floor(value / place) % 10], this.x, this.y, this.size, this.color);
      this.x += this.digitWidth;
    }
  }
}
