// What the game knows of each kind of controller: whether it has a pointer, what it is called and
// what it calls the button of each of the game's actions. Every line that names a button, and every
// check of an action's button, reads it here, so a new kind needs a row here, its name in the
// string tables and its map in C (docs/native.md#controllers).

import { StringKey, Strings } from "./i18n/strings";
import { fill, fillMarker } from "./text";

/**
 * The game's actions whose buttons the players are told of, each with the button that does it by
 * the Wiimote's names (native.d.ts maps every controller's buttons onto those).
 */
export const ACTION_BUTTONS = {
  choose: "a",
  throwSticks: "b",
  /** The pass: held by the player on turn... */
  plus: "plus",
  /** ...while the opponent presses this one (docs/rules.md). */
  minus: "minus",
  hint: "two",
  pause: "home",
} as const;

export type Action = keyof typeof ACTION_BUTTONS;

/** The actions in the order the templates are filled; each is also its placeholder's name, `{hint}`. */
export const ACTIONS: Action[] = ["choose", "throwSticks", "plus", "minus", "hint", "pause"];

/** Each action's placeholder, made once. */
const MARKERS: string[] = ACTIONS.map((action) => `{${action}}`);

/** The diagnostics overlay's chord, hold 1 and press 2: with 1 held, 2 is not the hint. */
export const OVERLAY_CHORD = { held: "one", pressed: "two" } as const;

export interface ControllerProfile {
  readonly kind: NativeControllerKind;
  /** Whether it points at the screen (a piece is chosen by pointing, else with the D-pad). */
  readonly pointer: boolean;
  /** Its name in the controls line. */
  readonly name: StringKey;
  /** What it calls the button of each action. */
  readonly buttons: { readonly [A in Action]: string };
}

/** Every kind the native side reports (native.d.ts); the first is the one an unknown kind is taken for. */
export const CONTROLLERS: ControllerProfile[] = [
  { kind: "wiimote", pointer: true, name: "controllerWiimote", buttons: { choose: "A", throwSticks: "B", plus: "+", minus: "-", hint: "2", pause: "Home" } },
  { kind: "classic", pointer: false, name: "controllerClassic", buttons: { choose: "a", throwSticks: "b", plus: "+", minus: "-", hint: "y", pause: "Home" } },
  { kind: "gamecube", pointer: false, name: "controllerGamecube", buttons: { choose: "A", throwSticks: "B", plus: "R", minus: "L", hint: "Y", pause: "START" } },
  { kind: "pad", pointer: false, name: "controllerPad", buttons: { choose: "A", throwSticks: "B", plus: "RB", minus: "LB", hint: "Y", pause: "Start" } },
];

export function profileOf(kind: NativeControllerKind): ControllerProfile {
  for (const profile of CONTROLLERS) if (profile.kind === kind) return profile;
  return CONTROLLERS[0];
}

export function hasPointer(kind: NativeControllerKind): boolean {
  return profileOf(kind).pointer;
}

/** `template` with each action's placeholder (`{plus}`, `{hint}`, ...) replaced by what `kind` calls its button. */
export function fillButtons(template: string, kind: NativeControllerKind): string {
  const buttons = profileOf(kind).buttons;
  let text = template;
  for (let index = 0; index < ACTIONS.length; index++) text = fillMarker(text, MARKERS[index], buttons[ACTIONS[index]]);
  return text;
}

/** The line that tells a player of `kind` its buttons, from the language's one template. */
export function controlsLine(strings: Strings, kind: NativeControllerKind): string {
  const profile = profileOf(kind);
  const named = fill(fill(strings.controls, "controller", strings[profile.name]), "aim", profile.pointer ? strings.aimPoint : strings.aimDpad);
  return fillButtons(named, kind);
}
