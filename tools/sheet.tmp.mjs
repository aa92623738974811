// contact sheet: node /tmp/sheet.mjs out.png scale bg name...
import { Resvg } from '@resvg/resvg-js';
import fs from 'fs';
const [out, scale, bg, ...names] = process.argv.slice(2);
const s = Number(scale);
let x = 8, parts = [], H = 0;
for (const n of names) {
  const src = fs.readFileSync(`${n.includes("/") ? n : "assets/images/" + n + ".svg"}`, 'utf8');
  const w = Number(/width="(\d+)"/.exec(src)[1]), h = Number(/height="(\d+)"/.exec(src)[1]);
  const b64 = Buffer.from(src).toString('base64');
  parts.push(`<image x="${x}" y="8" width="${w*s}" height="${h*s}" href="data:image/svg+xml;base64,${b64}"/>`);
  x += w*s + 8; H = Math.max(H, h*s);
}
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${x}" height="${H+16}"><rect width="100%" height="100%" fill="${bg}"/>${parts.join('')}</svg>`;
fs.writeFileSync(out, new Resvg(svg, {font:{loadSystemFonts:false}}).render().asPng());
