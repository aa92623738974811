// Melodies written as degrees of a mode: parsing the note strings of the sound files and turning
// degrees into frequencies.
//
// A note string is a list of tokens separated by spaces: DEGREES:BEATS, where DEGREES is one
// degree (1..7, each ' an octave up, each , an octave down) or several joined by + (a chord), or r
// for a rest. A | marks a bar line: every bar must last the sound's beatsPerBar.

/** Semitones above the tonic of each degree. Hijaz and Kurd are maqamat heard all over Egypt. */
export const MODES = {
  hijaz: [0, 1, 4, 5, 7, 8, 10],
  kurd: [0, 1, 3, 5, 7, 8, 10],
};

const NOTE_NAMES = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** MIDI number of a name such as D4, Eb4 or F#3. */
export function midiOf(name) {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!match) throw new Error(`'${name}' is not a note name such as D4, Eb4 or F#3`);
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  return 12 * (Number(match[3]) + 1) + NOTE_NAMES[match[1]] + accidental;
}

export function hzOf(midi) {
  return 440 * Math.pow(2, (midi - 69) / 12);
}

/** The MIDI number of a degree token such as 5, 1' or 7, in `mode` above `tonic`. */
export function degreeMidi(token, tonic, mode) {
  const match = /^([1-7])('*|,*)$/.exec(token);
  if (!match) throw new Error(`'${token}' is not a degree (1..7, then ' or , for octaves)`);
  const steps = MODES[mode];
  if (steps === undefined) throw new Error(`unknown mode '${mode}' (${Object.keys(MODES).join(', ')})`);
  let octave = 0;
  for (const mark of match[2]) octave += mark === "'" ? 1 : -1;
  return midiOf(tonic) + steps[Number(match[1]) - 1] + 12 * octave;
}

/**
 * The notes of a note string: { beat, beats, midis } in order (rests give no note), and the total
 * length in beats. Bar lengths are checked against `beatsPerBar`.
 */
export function parseNotes(text, { tonic, mode, beatsPerBar }) {
  const notes = [];
  let beat = 0;
  let barStart = 0;
  const closeBar = () => {
    if (beatsPerBar !== undefined && Math.abs(beat - barStart - beatsPerBar) > 1e-9) {
      throw new Error(`a bar lasts ${beat - barStart} beats, not ${beatsPerBar}, before beat ${beat} in '${text}'`);
    }
    barStart = beat;
  };
  for (const token of text.trim().split(/\s+/)) {
    if (token === '|') {
      closeBar();
      continue;
    }
    const [degrees, length] = token.split(':');
    const beats = Number(length);
    if (length === undefined || !(beats > 0)) throw new Error(`'${token}' needs a length in beats, as 5:0.5`);
    if (degrees !== 'r') notes.push({ beat, beats, midis: degrees.split('+').map((degree) => degreeMidi(degree, tonic, mode)) });
    beat += beats;
  }
  if (beat > barStart) closeBar();
  return { notes, beats: beat };
}
