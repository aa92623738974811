// The line a failed save puts on screen once: where the files could not go and why, in the
// player's language, from what native.stats says of storage at the moment it failed.

import { Strings } from "./i18n/strings";
import type { SaveFailure } from "./store/settings-store";
import { fill } from "./text";

function medium(strings: Strings, place: string): string {
  if (place.startsWith("sd:")) return strings.mediumSd;
  if (place.startsWith("usb:")) return strings.mediumUsb;
  return strings.mediumFolder;
}

function reason(strings: Strings, problem: NativeStats["storageProblem"]): string {
  if (problem === "locked") return strings.reasonLocked;
  if (problem === "full") return strings.reasonFull;
  return strings.reasonFailed;
}

export function saveNoticeText(strings: Strings, failure: SaveFailure): string {
  if (failure.problem === "missing" || failure.place === "") return strings.noticeNoSave;
  return fill(fill(strings.noticeCannotSave, "medium", medium(strings, failure.place)), "reason", reason(strings, failure.problem));
}
