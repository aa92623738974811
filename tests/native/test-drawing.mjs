// What the headless host draws: rectangles, blending, clipping, images and text, read back from
// the screenshot; --render-from changes none of it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { EXIT_OK, logLines, readBmp, runBundle, tempDir } from "./lib/host.mjs";

const BACKGROUND = [0x10, 0x20, 0x30];

function drawnScreenshot(t) {
  const shot = join(tempDir(t), "draw.bmp");
  const run = runBundle("draw.lua", 3, ["--screenshot", shot]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  return { image: readBmp(shot), stderr: run.stderr };
}

function assertColor(image, x, y, expected, tolerance = 0) {
  const actual = image.pixel(x, y);
  for (let c = 0; c < 3; c++)
    assert.ok(Math.abs(actual[c] - expected[c]) <= tolerance, `pixel (${x}, ${y}) is ${actual}, expected ${expected}`);
}

test("the screenshot is a 640x480 picture of the last frame", (t) => {
  const { image } = drawnScreenshot(t);
  assert.equal(image.width, 640);
  assert.equal(image.height, 480);
  assertColor(image, 320, 240, BACKGROUND);
});

test("rectangles cover the pixels whose centres they contain", (t) => {
  const { image } = drawnScreenshot(t);
  // red: x 10..39, y 60..99
  for (const [x, y] of [[10, 60], [39, 60], [10, 99], [39, 99], [25, 80]]) assertColor(image, x, y, [255, 0, 0]);
  for (const [x, y] of [[9, 80], [40, 80], [25, 100]]) assertColor(image, x, y, BACKGROUND);
  // fractional: x from 200.4 covers centre 200.5; y from 200.6 first covers centre 201.5
  assertColor(image, 200, 201, [0, 255, 0]);
  assertColor(image, 209, 210, [0, 255, 0]);
  assertColor(image, 200, 200, BACKGROUND);
  assertColor(image, 210, 205, BACKGROUND);
  assertColor(image, 205, 211, BACKGROUND);
});

test("rectangles are clipped to the screen", (t) => {
  const { image } = drawnScreenshot(t);
  assertColor(image, 0, 0, [255, 255, 0]);
  assertColor(image, 49, 49, [255, 255, 0]);
  assertColor(image, 50, 30, BACKGROUND);
  assertColor(image, 639, 479, [0, 255, 255]);
  assertColor(image, 600, 440, [0, 255, 255]);
  assertColor(image, 599, 440, BACKGROUND);
});

test("colours blend by their alpha", (t) => {
  const { image } = drawnScreenshot(t);
  // 0x0000FF80 over white: 128/255 blue
  assertColor(image, 110, 110, [127, 127, 255], 1);
  // alpha 0 draws nothing
  assertColor(image, 305, 15, BACKGROUND);
});

test("images are stretched and multiplied by their tint", (t) => {
  const { image } = drawnScreenshot(t);
  // board-square tinted black over a white rectangle: the opaque middle turns black
  assertColor(image, 332, 332, [0, 0, 0]);
  // a tint with alpha 0 draws nothing
  assertColor(image, 432, 332, BACKGROUND);
});

test("text is drawn inside the box textWidth and the size give", (t) => {
  const { image, stderr } = drawnScreenshot(t);
  const [box] = logLines(stderr, "textbox ");
  const [x, y, width, height] = box.split(" ").slice(1).map(Number);
  assert.ok(width > 0, box);
  let inside = 0;
  for (let py = 0; py < 480; py++)
    for (let px = 380; px < 640; px++) {
      const [r, g, b] = image.pixel(px, py);
      if (r === BACKGROUND[0] && g === BACKGROUND[1] && b === BACKGROUND[2]) continue;
      if (px >= 600 && py >= 440) continue; // the cyan corner rectangle
      assert.ok(px >= x && px < x + width + 1 && py >= y && py < y + height, `text pixel (${px}, ${py}) outside ${box}`);
      inside++;
    }
  assert.ok(inside > 20, `only ${inside} text pixels drawn`);
});

function demoScreenshot(t, frames, extraArgs) {
  const shot = join(tempDir(t), `demo-${frames}.bmp`);
  const run = runBundle("demo.lua", frames, ["--screenshot", shot, ...extraArgs]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  return readFileSync(shot);
}

test("--render-from draws only the later frames: the screenshot is the one drawing every frame gives", (t) => {
  const everyFrame = demoScreenshot(t, 30, []);
  // the demo shows the time, so the last frame differs from the one before it
  assert.notDeepEqual(demoScreenshot(t, 29, []), everyFrame);
  assert.deepEqual(demoScreenshot(t, 30, ["--render-from", "29"]), everyFrame);
  assert.deepEqual(demoScreenshot(t, 30, ["--render-from", "12"]), everyFrame);
});
