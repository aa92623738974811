// The languages: their string tables, their own names and the pick from the system language.

import { EN } from "./en";
import { ES } from "./es";
import { PT } from "./pt";
import { TR } from "./tr";
import { Strings } from "./strings";

export type Language = "en" | "es" | "pt" | "tr";
export const LANGUAGES: Language[] = ["en", "es", "pt", "tr"];

/** Each language's name in itself, as the settings screen shows it. */
export const LANGUAGE_NAMES: { [L in Language]: string } = { en: "English", es: "Español", pt: "Português", tr: "Türkçe" };

const TABLES: { [L in Language]: Strings } = { en: EN, es: ES, pt: PT, tr: TR };

export function stringsFor(language: Language): Strings {
  return TABLES[language];
}

export function isLanguage(code: string): code is Language {
  return code === "en" || code === "es" || code === "pt" || code === "tr";
}

/** The system language when the game speaks it, English otherwise ("pt-BR" and "PT" count as pt). */
export function languageFromSystem(code: string): Language {
  const base = code.substring(0, 2).toLowerCase();
  return isLanguage(base) ? base : "en";
}
