// The common background of every screen and the one-time "cannot save" notice.

import * as C from "../colors";
import { App } from "../context";
import { BOX } from "../i18n/boxes";
import * as L from "../layout";
import { drawLabel } from "../widgets";

const BAND_HEIGHT = 40;
const NOTICE_MS = 5000;
const NOTICE_Y = L.SCREEN_HEIGHT - 20;

export function drawBackdrop(): void {
  native.clear(C.BACKGROUND);
  native.rect(0, 0, L.SCREEN_WIDTH, BAND_HEIGHT, C.BACKGROUND_BAND);
  native.rect(0, L.SCREEN_HEIGHT - BAND_HEIGHT / 2, L.SCREEN_WIDTH, BAND_HEIGHT / 2, C.BACKGROUND_BAND);
}

let noticeSince = -1;

/** Shows the save-failure notice for a few seconds after the first failed save. */
export function drawNotice(app: App): void {
  if (app.store.noticePending) {
    app.store.noticePending = false;
    noticeSince = app.now;
  }
  if (noticeSince < 0 || app.now - noticeSince > NOTICE_MS) return;
  drawLabel(app.text("noticeNoSave"), BOX.notice, 20, NOTICE_Y, C.GOLD, true);
}
