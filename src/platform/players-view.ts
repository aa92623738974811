// The two players beside the throw: each side's piece and name, the one on turn marked in gold.

import { Player } from "../game/board";
import { pieceImage, pieceTint } from "./board-view";
import * as C from "./colors";
import { BOX } from "./i18n/boxes";
import { drawLabel } from "./widgets";

const PANEL_X = 340;
const PANEL_Y = 322;
const ROW_HEIGHT = 40;
const ICON = 32;
const MARK_WIDTH = 4;
const NAME_X = PANEL_X + ICON + 16;

function drawRow(player: Player, name: string, onTurn: boolean, y: number): void {
  if (onTurn) {
    native.rect(PANEL_X - 10, y, 280, ROW_HEIGHT - 4, C.BACKGROUND_BAND);
    native.rect(PANEL_X - 10, y, MARK_WIDTH, ROW_HEIGHT - 4, C.GOLD);
  }
  native.image(pieceImage(player), PANEL_X, y + 2, ICON, ICON, pieceTint(player));
  drawLabel(name, BOX.playerName, NAME_X, y + (ROW_HEIGHT - 4 - BOX.playerName.size) / 2, onTurn ? C.TEXT_LIGHT : C.TEXT_DIM, false);
}

export function drawPlayers(nameA: string, nameB: string, onTurn: Player): void {
  drawRow("a", nameA, onTurn === "a", PANEL_Y);
  drawRow("b", nameB, onTurn === "b", PANEL_Y + ROW_HEIGHT);
}
