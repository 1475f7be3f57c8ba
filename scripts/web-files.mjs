// The site's web files at the paths the server serves them (web/, each game's
// src/games/<folder>/web/ as games/<folder>/, build/engine/ as engine/) and their build: a hash
// of every path and content, which names the service worker's version (web/sw.js?v=<build>), so
// that any changed file makes a new version.
//   node scripts/web-files.mjs                 {"build": "...", "files": [...]} on stdout
//   node scripts/web-files.mjs --out DIR       copies the files into DIR (a static site's files,
//                                              without api/meta.json, static.json and tb/)
//   node scripts/web-files.mjs --stamp DIR     writes the build of DIR's own files into
//                                              DIR/api/meta.json ("build"), e.g. after `manqala static`
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function walk(dir, served, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, `${served}${e.name}/`, out);
    else out.push([`${served}${e.name}`, p]);
  }
  return out;
}

// [served path, file on disk] of the repository's web files.
export function repoFiles() {
  const files = walk(path.join(repo, 'web'), '');
  for (const g of fs.readdirSync(path.join(repo, 'src/games'), { withFileTypes: true }))
    if (g.isDirectory()) files.push(...walk(path.join(repo, 'src/games', g.name, 'web'), `games/${g.name}/`));
  files.push(...walk(path.join(repo, 'build/engine'), 'engine/').filter(([s]) => s.startsWith('engine/manqala-engine')));
  return files.sort(([a], [b]) => (a < b ? -1 : 1));
}

// The build: the hash of the files' paths and contents (api/meta.json itself left out: it names it).
export function buildOf(files) {
  const h = crypto.createHash('sha256');
  for (const [served, file] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) if (served !== 'api/meta.json') h.update(`${served}\0`).update(fs.readFileSync(file)).update('\0');
  return h.digest('hex').slice(0, 16);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? path.resolve(args[i + 1]) : null; };
  if (opt('--out')) {
    for (const [served, file] of repoFiles()) {
      fs.mkdirSync(path.dirname(path.join(opt('--out'), served)), { recursive: true });
      fs.copyFileSync(file, path.join(opt('--out'), served));
    }
  } else if (opt('--stamp')) {
    const dir = opt('--stamp');
    const metaFile = path.join(dir, 'api/meta.json');
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
    meta.build = buildOf(walk(dir, ''));
    fs.writeFileSync(metaFile, JSON.stringify(meta));
    console.log(meta.build);
  } else {
    const files = repoFiles();
    console.log(JSON.stringify({ build: buildOf(files), files: files.map(([s]) => s) }, null, 1));
  }
}
