/** @noSelfInFile */
// The native API: the one contract between the TypeScript game and the C program (native/core).
// The C side installs the global table `native` before the bundle runs and validates every
// argument: a wrong argument raises a Lua error, never a crash. The bundle's entry module exports
// `frame`, which C calls once per video frame (60 Hz) with that frame's input.
//
// Coordinates are pixels in a fixed 640x480 logical screen, origin top left; each backend maps it
// onto the real screen keeping its aspect (pillarboxed on 16:9). Colours are 0xRRGGBBAA numbers.
// Sound is mixed at 48 kHz stereo: named effects and one piece of music, each with its volume.

/**
 * The buttons of one input slot, by the Wiimote's names. The other controllers' buttons are
 * mapped onto them (docs/native.md#controllers), and a stick onto the D-pad: it holds a direction
 * while pushed past about 60% of its travel towards it, and presses it once on getting there (no
 * repeat, as the D-pad has none).
 */
interface NativeButtons {
  a: boolean;
  b: boolean;
  one: boolean;
  two: boolean;
  plus: boolean;
  minus: boolean;
  home: boolean;
  up: boolean;
  down: boolean;
  left: boolean;
  right: boolean;
}

/**
 * What an input slot holds: a Wiimote; a Classic Controller in a Wiimote (that Wiimote's slot);
 * a GameCube controller; a desktop game controller. Only a Wiimote has a pointer.
 */
type NativeControllerKind = "wiimote" | "classic" | "gamecube" | "pad";

/** One input slot's state for this frame. */
interface NativeSlot {
  connected: boolean;
  /** What is in the slot (a slot that is not connected still says what it would hold). */
  kind: NativeControllerKind;
  /** The IR pointer is on screen; `x` and `y` mean nothing when false (always false but for a Wiimote). */
  pointerValid: boolean;
  /** Pointer position in pixels of the 640x480 logical screen. */
  x: number;
  y: number;
  /** Buttons down during this frame. */
  held: NativeButtons;
  /** Buttons that went down since the previous frame. */
  pressed: NativeButtons;
}

/** The input handed to `frame`. Valid only during that call: C may reuse the tables. */
interface NativeFrameInput {
  /** Milliseconds since the program started (monotonic, may have a fractional part). */
  time: number;
  /**
   * When this frame's work should be done, on the clock of `time` and `native.time()`: the
   * frame's start plus one retrace period, less what the backend needs after `frame` returns.
   * Work beyond it makes the frame miss its retrace.
   */
  frameDeadline: number;
  /**
   * The program is being left from outside (the window closed, the console's reset or power
   * button, a Wiimote's power button): this is the last frame, to save what must be kept.
   */
  quitting: boolean;
  /**
   * The input slots, always eight: 1..4 the Wiimotes (with what is in them), 5..8 the controllers
   * without a pointer (the GameCube ports 1..4 on the Wii, the desktop's game controllers in the
   * order they were plugged in). Which slot plays for whom is the game's choice. (`remotes` is
   * C's name for them, backend.h's; the game calls them slots, input.ts.)
   */
  remotes: NativeSlot[];
}

/** Width and height of an image in the atlas, in pixels. */
interface NativeSize {
  width: number;
  height: number;
}

/**
 * The program's figures about itself (`native.stats`), for the diagnostics overlay and the
 * benchmark. Times are in milliseconds on `realTime`'s clock; byte counts are of the Lua heap.
 */
interface NativeStats {
  /**
   * Milliseconds on a real clock since the program started: the console's time base on the Wii
   * (the clock of `time` there), a monotonic clock on the desktop, also in a headless run, where
   * `time` is simulated. For measuring; the game's timing keeps to `time`.
   */
  realTime: number;
  /** `time` is simulated (a headless desktop run: 1000/60 ms a frame, standing still within one). */
  simulatedTime: boolean;
  /** How long the previous frame's `frame` call took, native calls included (0 before the first). */
  luaMs: number;
  /** Frames shown after the retrace they were due for, since the start (a headless run: none). */
  missedFrames: number;
  /** Bytes in use now, the most ever in use, and the most in use during the previous frame. */
  heapBytes: number;
  heapPeakBytes: number;
  frameHeapPeakBytes: number;
  /** `realTime` when the first frame had been drawn and handed to the screen; 0 until then. */
  startupMs: number;
  /** The audio's processor time in the previous frame; 0 while the program makes no sound. */
  audioMs: number;
  /**
   * The sound built into the program could not be made ready at start (the program is damaged, or
   * there was no memory for it): every sound is silent for the whole run.
   */
  soundBankFailed: boolean;
  /**
   * The sound is being played and the mixer does not answer (on the Wii: the DSP has mixed
   * nothing, as under Dolphin's DSP HLE, which does not know ASND's microcode): nothing is heard.
   */
  soundDspSilent: boolean;
  /** Where the stored files go ("sd:/apps/senet", a folder on the desktop); "" when nowhere. */
  storagePlace: string;
  /** Storage operations that failed since the start (a save with no storage counts too). */
  storageFailures: number;
  /** The last of them, described ("create game.new: Read-only file system"); "" for none. */
  storageError: string;
  /** Its kind, for the player: "" (none), "missing", "locked", "full" or "failed". */
  storageProblem: "" | "missing" | "locked" | "full" | "failed";
}

/**
 * The functions of the global `native` table, called with `.` (no self). TSTL applies
 * @noSelfInFile to functions but not to interface methods, so the interface says it itself.
 * @noSelf
 */
interface NativeApi {
  /** Fills the whole screen (call first in a frame). */
  clear(color: number): void;
  /** A filled rectangle; x, y, width, height in logical pixels. */
  rect(x: number, y: number, width: number, height: number, color: number): void;
  /**
   * An image of the atlas by name (see native/core/atlas.h for the names), stretched to
   * width x height and multiplied by `tint` (0xFFFFFFFF: as drawn). Unknown names raise an error.
   */
  image(name: string, x: number, y: number, width: number, height: number, tint: number): void;
  /** The image's size in the atlas. Unknown names raise an error. */
  imageSize(name: string): NativeSize;
  /**
   * One line of UTF-8 text with its top-left corner at (x, y), `size` pixels tall (the line
   * height). Characters the font lacks are drawn as a box. Line breaks are not interpreted.
   */
  text(text: string, x: number, y: number, size: number, color: number): void;
  /** The width `text` would take at `size`, in logical pixels. */
  textWidth(text: string, size: number): number;
  /**
   * Rumbles input slot `slot` (1..8) for `milliseconds` (0..1000); ignored when it is not
   * connected or has nothing to rumble (a Classic Controller; a pad without a motor).
   */
  rumble(slot: number, milliseconds: number): void;
  /** Milliseconds since the program started. */
  time(): number;
  /** The system's language as an ISO 639-1 code ("en", "es", "pt", "tr", "de", "ja", ...). */
  language(): string;
  /** Which build this is: the console's, or the desktop's. */
  platform(): "wii" | "desktop";
  /**
   * What is stored under `name` (1..15 characters of a-z, 0-9 and '-'; the file NAME.txt in the
   * program's folder on the SD card, or in ~/.config/senet-wii on the desktop), byte for byte, or
   * undefined when nothing readable is stored there (no file, no SD card).
   */
  load(name: string): string | undefined;
  /**
   * Replaces what is stored under `name` (at most 16 KiB); a save cut by a power failure leaves
   * the old content or the new one. False when it could not be written (no SD card, a locked one).
   */
  save(name: string, content: string): boolean;
  /** Removes what is stored under `name`; false when something is still there afterwards. */
  remove(name: string): boolean;
  /**
   * Plays a sound effect of the sound bank by name (see native/core/sound-bank.h for the names)
   * at `volume` (0 silent .. 1 as made), times the effects volume, at the stereo position `pan`
   * (-1 left .. 0 both sides at full .. 1 right). It starts in this frame's audio. Unknown names
   * raise an error; nothing plays while the effects volume is 0.
   */
  playSound(name: string, volume: number, pan: number): void;
  /**
   * Plays `name` as the music, replacing any: a loop repeats until replaced or stopped, and asking
   * again for the loop already playing lets it go on. Played at the music volume; while that is
   * 0 a loop waits, to start from its beginning when the volume is raised, and a piece that does
   * not loop is dropped. Unknown names raise an error.
   */
  playMusic(name: string): void;
  /** Stops the music. */
  stopMusic(): void;
  /**
   * The effects' and the music's volumes, 0 (off) .. 1 (full), at once for what is playing too;
   * a volume of 0 stops what plays at it. Both are 1 until the game sets them.
   */
  setVolumes(effects: number, music: number): void;
  /**
   * The program's figures about itself, refilled into the same table at every call (so reading
   * them makes no garbage): read the fields at once, do not keep the table for later.
   */
  stats(): NativeStats;
  /** A line for the developer's log (stderr on the desktop; dropped on the Wii). */
  log(message: string): void;
  /** Leaves the program after this frame (to the Homebrew Channel on the Wii). */
  quit(): void;
}

declare const native: NativeApi;
