// The palette (0xRRGGBBAA): sandstone, papyrus and the two players' stones.

export const BACKGROUND = 0x2b1d12ff;
export const BACKGROUND_BAND = 0x3a2818ff;
export const INK = 0x2a1a0cff;
export const TEXT_LIGHT = 0xf4e6c8ff;
export const TEXT_DIM = 0xc9b48eff;
export const GOLD = 0xe8b84aff;
/** Player a: lapis lazuli; player b: carnelian. */
export const LAPIS = 0x3d6fe0ff;
export const CARNELIAN = 0xd2452eff;
export const NEUTRAL_POINTER = 0xb0b0b0ff;
export const WHITE = 0xffffffff;
export const BUTTON = 0x4a2f18ff;
export const BUTTON_LIGHT = 0x6a4726ff;
export const BUTTON_RIM = 0x9a7230ff;
export const BUTTON_FOCUS = 0x1f4fa8ff;
export const BUTTON_FOCUS_LIGHT = 0x3d6ad0ff;
export const BUTTON_EDGE = 0xf4d06aff;
export const EBONY = 0x1a0f08ff;
export const DROP_SHADOW = 0x00000080;
/** Darkens the screen's edges, a few layers deep, for a vignette. */
export const VIGNETTE = 0x0000001c;
/** The top band behind screen titles, over the stone. */
export const BAND = 0x1a0f08d0;
export const TRAY = 0x1a0f08b0;
export const SHADE = 0x000000c0;
export const MOVABLE = 0xf2d25a80;
export const TARGET = 0x5ad27a90;
export const CAPTURE = 0xe0503090;
export const WATER_MARK = 0x4aa0e090;
export const NUMBER_TINT = 0x6b4a2aff;
/** Dims the pieces of the player not on turn. */
export const RESTING_ALPHA = 0x90;
export const PANEL_TINT = 0xffffffff;

/** An opaque colour (alpha 0xff) with `alpha` instead; plain arithmetic, as Lua 5.1 has no bit operators. */
export function withAlpha(opaque: number, alpha: number): number {
  return opaque - 0xff + alpha;
}
