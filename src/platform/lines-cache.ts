// Lines that name a controller's buttons are written again only when what they were written for
// changes: the input slot, the kind of controller in it (a Classic Controller plugged into a
// Wiimote changes it in place), or what the lines say (a string key).

export class ButtonLinesCache {
  private slot = -1;
  private kind: NativeControllerKind | undefined = undefined;
  private key = "";

  /** Whether lines for `kind` in `slot` saying `key` must be written (again); from now on they count as written. */
  stale(slot: number, kind: NativeControllerKind, key = ""): boolean {
    if (slot === this.slot && kind === this.kind && key === this.key) return false;
    this.slot = slot;
    this.kind = kind;
    this.key = key;
    return true;
  }
}
