// Loading and saving the settings through the native API. A failed save (of the settings or of
// the game in progress) is remembered so the screens can show a small notice once; the game goes
// on either way.

import { Language, languageFromSystem } from "../i18n/index";
import { Settings, parseSettings, serializeSettings } from "./settings";

/** The settings' name in the native storage (the file settings.txt). */
const STORAGE_NAME = "settings";

/** What storage said when the save failed (native.stats's storagePlace and storageProblem). */
export interface SaveFailure {
  place: string;
  problem: NativeStats["storageProblem"];
}

export class SettingsStore {
  readonly settings: Settings;
  /** A save failed and the notice has not been shown yet. */
  noticePending = false;
  /** What storage said of the first failed save, for the notice. */
  readonly failure: SaveFailure = { place: "", problem: "" };
  private noticeShown = false;

  constructor() {
    const systemLanguage: Language = languageFromSystem(native.language());
    const refused: string[] = [];
    this.settings = parseSettings(native.load(STORAGE_NAME), systemLanguage, refused);
    // A damaged line costs that line alone (the next save leaves it out); the log says which.
    for (const line of refused) native.log(`settings: line refused: ${line}`);
  }

  save(): void {
    if (!native.save(STORAGE_NAME, serializeSettings(this.settings))) this.saveFailed();
  }

  /** A save failed (the settings' or the game's): the notice is shown the first time. */
  saveFailed(): void {
    if (this.noticeShown) return;
    const stats = native.stats();
    this.failure.place = stats.storagePlace;
    this.failure.problem = stats.storageProblem;
    this.noticePending = true;
    this.noticeShown = true;
  }
}
