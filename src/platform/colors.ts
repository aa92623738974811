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
export const BUTTON = 0x5a3d22ff;
export const BUTTON_FOCUS = 0x8a5f30ff;
export const BUTTON_EDGE = 0xe8b84aff;
export const SHADE = 0x000000a0;
export const MOVABLE = 0xf2d25a80;
export const TARGET = 0x5ad27a90;
export const CAPTURE = 0xe0503090;
export const WATER_MARK = 0x4aa0e090;
export const GLYPH_TINT = 0x6b4a2aff;
export const PANEL_TINT = 0xffffffff;
