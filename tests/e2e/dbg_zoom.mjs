import { chromium } from 'playwright-core';
const [file, x, y, w, hh, out] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1200, height: 400 } });
await p.setContent(`<body style="margin:0"><div style="width:${w}px;height:${hh}px;overflow:hidden;zoom:3;image-rendering:pixelated"><img src="data:image/png;base64,${(await import('node:fs')).readFileSync(file).toString('base64')}" style="margin-left:-${x}px;margin-top:-${y}px"></div></body>`);
await p.screenshot({ path: out, clip: { x: 0, y: 0, width: w * 3, height: hh * 3 } });
await b.close();
