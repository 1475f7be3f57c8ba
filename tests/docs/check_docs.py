#!/usr/bin/env python3
"""Docs that stay true: README.md and every docs/*.md checked against the repository, the
binary and the server it serves (ctest DocsNameRealThings, part of `ctest --preset release`).

    check_docs.py --repo ROOT --binary build/release/manqala [--no-server] [--strict-routes]

What it checks, each failure named `file:line: ...`:

1. Paths.  Every path written in backquotes (an inline `span`, or a word of one such as
   `cmake -S examples/consumer`) must exist in the repository.  A word is a path when it has
   a '/' or ends in a known extension (.h .cpp .py .js .md ...), has no ':', '=', ',' or
   spaces, and does not start with '/', '~', '-' or '$' (absolute paths, routes, URLs and
   options are not the repository's).  A path under one of the repository's top-level
   folders (`src/...`, `tests/...`, `web/...`) is relative to the root (or to the doc's own
   folder); any other is relative to some folder of the tree, the way a doc names a file in
   its context (`core/types.h` inside src/, `http/` inside src/server/); a bare file name
   (`record.h`) must be some file's name somewhere in the tree (or ../shared's).  `<folder>`, `{id}` and `*` are wildcards (`src/games/<game>/web/`
   must match at least one folder), a trailing '/' asks for a folder, and `record.*` for any
   extension.  Allowed unchecked: paths under `build/` (build outputs, made by the build or
   the steps of `make test`).  `../shared/...` is the project's shared folder beside the
   repository: checked when `ROOT/../shared` exists, skipped (with a note) in a checkout
   that has none.  The README's Layout block (a fenced block of `folder/   description`
   lines) is checked too: its folders relative to the root (an indented one inside the one
   above), the file names of its descriptions anywhere in the tree.
   A path meant to be made up is named in an HTML comment anywhere in the file:
       <!-- docs-check: example-paths lib/cmake/manqala/ bin/ my_project/main.cpp -->
   (each word exactly as written in the doc, or an fnmatch pattern: `~/*`).
2. Commands.  Every `manqala <subcommand> ...` shown (in backquotes, or a line of a fenced
   block; `\\` continuations joined) must name a subcommand that answers `--help`
   (`manqala tb build` a sub-subcommand of `tb`; `play|perft|match` each of them), and each
   option it shows (`--long`, `-x`) must appear in that subcommand's help.  `<command>`
   placeholders are skipped.  A command meant to fail is excused by
       <!-- docs-check: example-commands manqala frobnicate -->
   (the start of the command line as written).
3. Routes.  Every `GET /api/...` / `POST /api/...` in backquotes (docs/web-api.md above all;
   `.../start` and `/leave` continue the route before them) is requested with its method from
   a real `manqala serve --port 0` on a scratch archive, after making an account, a game, a
   club and a tournament so that `{id}`s are real ones (`{name}` is the account's name).
   Anything but 404 "no such route" and 405 counts as served; WebSocket routes (`.../ws`) are
   asked for an upgrade and must answer 101.  Conversely, the route words of the server's
   route code (`src/server/api.cpp`, `src/server/**/*routes*.cpp`: `s[N] == "x"`,
   `what == "x"`, `action == "x"`, the `gets`/`posts` lists) that no documented route names
   are warned about (failures with --strict-routes).

Only the Python 3 standard library is used.  Fast: a second or two.
"""
import argparse
import fnmatch
import glob
import http.client
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

EXTENSIONS = ('.h', '.hpp', '.cpp', '.cc', '.c', '.py', '.pyi', '.js', '.mjs', '.md', '.cmake', '.sh',
              '.json', '.png', '.html', '.css', '.in', '.txt', '.toml', '.yml', '.yaml', '.mjs')
SKIP_DIRS = {'.git', 'build', 'node_modules', '__pycache__'}
# `manqala` as the program a command line runs: first in it (after a prompt, `sudo`, `VAR=value`s,
# `&&`, `;`, `|`), or a player's `cmd=manqala ...`; as ./manqala or build/release/manqala too.
COMMAND = re.compile(r'(?:^|&&|;|\||\bsudo\s|\btime\s|^\$\s|cmd=)\s*(?:[A-Z_]+=\S+\s+)*'
                     r'(?:\.{0,2}/)?(?:[\w.-]+/)*manqala[ \t]+(\S[^"]*)', re.M)
MARKER = re.compile(r'<!--\s*docs-check:\s*([\w-]+)(.*?)-->', re.S)


class Doc:
    def __init__(self, root, rel):
        self.rel = rel
        with open(os.path.join(root, rel), encoding='utf-8') as f:
            self.text = f.read()
        self.lines = self.text.split('\n')
        self.example_paths, self.example_commands = [], []
        for m in MARKER.finditer(self.text):
            kind, words = m.group(1), m.group(2).split('(')[0].split()  # (a note may follow)
            if kind == 'example-paths':
                self.example_paths += words
            elif kind == 'example-commands':
                self.example_commands.append(' '.join(words))
        self.spans = []   # (line number, text) of inline code spans
        self.prose = []   # (line number, text) of the lines outside code blocks, spans taken out
        self.blocks = []  # (line number of the first line, language, [lines])
        self._parse()

    def _parse(self):
        para, para_start, block, lang, start, in_comment = [], 0, None, '', 0, False
        fence = re.compile(r'^\s*(```|~~~)\s*([\w+-]*)')

        def flush():
            if para:
                text = '\n'.join(para)
                for m in re.finditer(r'(`+)(.+?)\1', text, re.S):
                    line = para_start + text.count('\n', 0, m.start())
                    self.spans.append((line, m.group(2).replace('\\|', '|').replace('\n', ' ').strip()))
            para.clear()

        for n, line in enumerate(self.lines, 1):
            if block is not None:
                if fence.match(line) and not fence.match(line).group(2):
                    self.blocks.append((start, lang, block))
                    block = None
                else:
                    block.append(line)
                continue
            m = fence.match(line)
            if m:
                flush()
                block, lang, start = [], m.group(2), n + 1
                continue
            if not line.strip():
                flush()
                continue
            if not para:
                para_start = n
            para.append(re.sub(r'<!--.*?-->', '', line))
            self.prose.append((n, re.sub(r'`[^`]*`', ' ', line)))
        flush()


class Checker:
    def __init__(self, root, binary, verbose=False):
        self.root, self.binary, self.verbose = root, binary, verbose
        self.failures, self.warnings, self.notes = [], [], []
        self.names, self.rel_files, self.rel_dirs = set(), [], []
        for d, dirs, files in os.walk(root):
            dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
            rd = os.path.relpath(d, root)
            if rd != '.':
                self.rel_dirs.append(rd.replace(os.sep, '/'))
            for f in files:
                self.names.add(f)
                self.rel_files.append(os.path.join(rd, f).replace(os.sep, '/').lstrip('./'))
        shared = os.path.join(root, '..', 'shared')
        if os.path.isdir(shared):  # RULES.md, PROTOCOL.md: the project's, beside the repository
            self.names |= {f for f in os.listdir(shared) if os.path.isfile(os.path.join(shared, f))}
        self.helps = {}

    def fail(self, doc, line, what):
        self.failures.append(f'{doc.rel}:{line}: {what}')

    def warn(self, where, what):
        self.warnings.append(f'{where}: {what}')

    # ---- 1. paths -------------------------------------------------------------------------

    @staticmethod
    def path_words(span):
        span = re.sub(r'<[^>]*>', lambda m: m.group(0).replace(' ', '_'), span)  # `<option words>`: one
        for word in span.split():
            if '=' in word and not word.startswith('-'):
                word = word.split('=', 1)[1]
            word = word.lstrip('("\'').rstrip('.,;:!?)"\'')
            if word.endswith("'s"):
                word = word[:-2]
            if not word or word[0] in '/~-$#' or '://' in word or word.startswith('...'):
                continue
            if any(c in word for c in ':=,@%&|;"\'`\\') or re.match(r'[A-Z_]+/', word):
                continue  # not a path, or one under a placeholder folder (DIR/..., PREFIX/...)
            if re.match(r'(application|text|image|audio|video|multipart)/', word):
                continue  # a media type
            if not re.fullmatch(r'[\w.<>{}*\[\]+-]+(/[\w.<>{}*\[\]+-]*)*', word):
                continue
            if not re.search(r'[A-Za-z]{2}', word):
                continue  # d/4, 1/2: arithmetic and results
            if '/' in word or word.lower().endswith(EXTENSIONS):
                yield word

    def exists(self, doc, word):
        """None if fine, else why not."""
        if any(word == p or fnmatch.fnmatchcase(word, p) for p in doc.example_paths):
            return None
        if word.startswith('build/') or word == 'build':
            return None
        if word.startswith('../'):
            if not word.startswith('../shared/'):
                return 'outside the repository'
            if not os.path.isdir(os.path.join(self.root, '..', 'shared')):
                self.notes.append(f'{doc.rel}: {word} not checked: no ../shared beside this checkout')
                return None
        pattern = re.sub(r'<[^>]*>|\{[^}]*\}', '*', word)
        want_dir = pattern.endswith('/')
        pattern = pattern.rstrip('/')
        if '/' not in pattern and not want_dir:  # a bare file name: somewhere in the tree
            if any(fnmatch.fnmatchcase(n, pattern) or fnmatch.fnmatchcase(n, pattern + '.in') for n in self.names):
                return None
            if re.fullmatch(r'[A-Z]+\.md', word) and not os.path.isdir(os.path.join(self.root, '..', 'shared')):
                self.notes.append(f'{doc.rel}: {word} not checked: maybe ../shared\'s, and no ../shared beside this checkout')
                return None
            return 'no file of that name in the repository'
        bases = [self.root]
        if os.path.dirname(doc.rel):
            bases.append(os.path.join(self.root, os.path.dirname(doc.rel)))
        for base in bases:
            for hit in glob.glob(os.path.join(base, pattern)) + glob.glob(os.path.join(base, pattern + '.in')):
                if not want_dir or os.path.isdir(hit):
                    return None  # (x.in: a file that configuring makes, version.h from version.h.in)
        first = pattern.split('/')[0]
        if not os.path.isdir(os.path.join(self.root, first)) or first in ('*',):
            # Not under a top-level folder: relative to a folder of the tree (`core/types.h` in
            # src/, `http/` in src/server/), the way the docs name a file in its context.
            candidates = self.rel_dirs if want_dir else self.rel_files + self.rel_dirs
            if any(fnmatch.fnmatchcase(f, pattern) or fnmatch.fnmatchcase(f, '*/' + pattern) for f in candidates):
                return None
            if not want_dir and any(fnmatch.fnmatchcase(f, '*/' + pattern + '.in') for f in self.rel_files):
                return None
            return f'no such {"folder" if want_dir else "file or folder"}, neither from the root nor inside any folder'
        return 'no such folder' if want_dir else 'no such file or folder'

    def check_paths(self, doc):
        # Plain-text paths of the repository's own folders (docs/tablebases.md, tests/load)
        for line, text in doc.prose:
            text = re.sub(r'\]\([^)]*\)|<!--.*?-->|https?://\S+', ' ', text)  # link targets: markdown checks them
            for m in re.finditer(r'(?<![\w./#-])((?:src|tests|docs|web|python|examples|cmake|apps|include|bench|scripts)'
                                 r'/[\w./<>*-]*[\w/*>])', text):
                word = m.group(1)
                why = self.exists(doc, word)
                if why:
                    self.fail(doc, line, f'{word}: {why}')
        # Markdown links and images to files of the repository, relative to the doc's folder
        for line, text in doc.prose:
            for m in re.finditer(r'\]\(([^)\s#]+)(?:#[^)]*)?\)', text):
                target = m.group(1)
                if re.match(r'[a-z]+:', target) or target.startswith('/'):
                    continue
                if not os.path.exists(os.path.normpath(os.path.join(self.root, os.path.dirname(doc.rel), target))):
                    self.fail(doc, line, f'link ({target}): no such file')
        for line, span in doc.spans:
            for word in self.path_words(span):
                why = self.exists(doc, word)
                if why:
                    self.fail(doc, line, f'`{word}`: {why} (a made-up example? see tests/docs/check_docs.py)')
        for start, lang, lines in doc.blocks:
            if lang or not any(re.match(r'^src/\w+/\s', l) for l in lines):
                continue
            self.check_layout(doc, start, lines)

    def check_layout(self, doc, start, lines):
        """README's Layout block: `folder/   description` lines; indented folders nest."""
        parent = ''
        for i, line in enumerate(lines):
            m = re.match(r'^( *)(\S+/)(?:\s|$)', line)
            if m and (len(m.group(1)) == 0 or len(m.group(1)) < 4):
                folder = m.group(2)
                if m.group(1):
                    folder = parent + folder
                else:
                    parent = folder
                if not os.path.isdir(os.path.join(self.root, folder)):
                    self.fail(doc, start + i, f'layout: `{folder}`: no such folder')
                desc = line[m.end():]
            else:
                desc = line
            for word in re.findall(r'[\w./<>*-]+', desc):
                word = word.rstrip('.').removesuffix("'s")
                if not re.fullmatch(r'([\w<>-]+/)*[\w<>-]+\.(\*|[A-Za-z]+(\.in)?)', word):
                    continue
                if not word.lower().endswith(EXTENSIONS) and not word.endswith('.*'):
                    continue
                if any(word == p or fnmatch.fnmatchcase(word, p) for p in doc.example_paths):
                    continue
                pattern = re.sub(r'<[^>]*>', '*', word)
                if '/' not in pattern:
                    if self.exists(doc, word):
                        self.fail(doc, start + i, f'layout: `{word}`: no such file anywhere in the tree')
                    continue
                if not any(fnmatch.fnmatchcase(f, pattern) or fnmatch.fnmatchcase(f, '*/' + pattern)
                           for f in self.rel_files):
                    self.fail(doc, start + i, f'layout: `{word}`: no such file anywhere in the tree')

    # ---- 2. commands ----------------------------------------------------------------------

    def help_of(self, path):
        key = tuple(path)
        if key not in self.helps:
            try:
                p = subprocess.run([self.binary, *path, '--help'], capture_output=True, text=True, timeout=20)
                self.helps[key] = p.stdout + p.stderr if p.returncode == 0 else None
            except (OSError, subprocess.TimeoutExpired):
                self.helps[key] = None
        return self.helps[key]

    @staticmethod
    def subcommands_in(help_text):
        out, on = set(), False
        for line in help_text.split('\n'):
            if re.match(r'^Subcommands:', line):
                on = True
            elif on and re.match(r'^\S', line):
                on = False
            elif on:
                m = re.match(r'^\s+([a-z][\w-]*)\s', line + ' ')
                if m:
                    out.add(m.group(1))
        return out

    @staticmethod
    def options_in(help_text):
        return set(re.findall(r'(?<![\w-])(--?[A-Za-z][\w-]*)', help_text))

    def command_texts(self, doc):
        for line, span in doc.spans:
            yield line, span, False
        for start, lang, lines in doc.blocks:
            if lang not in ('', 'sh', 'bash', 'shell', 'console'):
                continue
            joined, first = '', None
            for i, l in enumerate(lines):
                if first is None:
                    first = start + i
                if l.rstrip().endswith('\\'):
                    joined += l.rstrip()[:-1] + ' '
                    continue
                yield first, joined + l, True
                joined, first = '', None

    def check_commands(self, doc):
        for line, text, in_block in self.command_texts(doc):
            for m in COMMAND.finditer(text):
                rest = m.group(1)
                if any(('manqala ' + rest).startswith(c) for c in doc.example_commands):
                    continue
                rest = re.split(r'&&|\|\||;|\s#|`|\s>|\s2>', rest)[0]
                if in_block:
                    rest = re.split(r'\s\|\s', rest)[0]
                self.check_command(doc, line, rest)

    def check_command(self, doc, line, rest):
        try:
            words = shlex.split(rest)
        except ValueError:
            words = rest.split()
        tokens = [t for w in words for t in ([w] if ' ' in w else re.sub(r'[\[\]()]', ' ', w).split()) if t != '|']
        if not tokens:
            return
        head = tokens[0].rstrip(':,.')
        if head.startswith('-'):
            path_choices, options = [[]], tokens
        elif re.fullmatch(r'[a-z][\w-]*(\|[a-z][\w-]*)*', head):
            path_choices, options = [[h] for h in head.split('|')], tokens[1:]
        else:
            return  # `manqala <command>`, `manqala 0.1`: not a command line
        top = self.help_of([])
        if top is None:
            self.fail(doc, line, f'`{self.binary} --help` fails')
            return
        alternatives = []  # (path, options, [help texts]) of each alternative shown
        for path in path_choices:
            if path and path[0] not in self.subcommands_in(top):
                self.fail(doc, line, f'`manqala {path[0]}`: no such subcommand (manqala --help)')
                continue
            helps = [top if not path else self.help_of(path)]
            opts = options
            if path and helps[0] is None:
                self.fail(doc, line, f'`manqala {path[0]} --help` fails')
                continue
            subs = self.subcommands_in(helps[0]) if path else set()
            if subs and opts and not opts[0].startswith('-'):
                word = opts[0].rstrip(':,.')
                if re.fullmatch(r'[a-z][\w-]*(\|[a-z][\w-]*)*', word):
                    for sub in word.split('|'):
                        if sub not in subs:
                            self.fail(doc, line, f'`manqala {path[0]} {sub}`: no such subcommand')
                            continue
                        h = self.help_of(path + [sub])
                        if h is None:
                            self.fail(doc, line, f'`manqala {path[0]} {sub} --help` fails')
                            continue
                        alternatives.append((path + [sub], opts[1:], [h, helps[0]]))
                    continue
            alternatives.append((path, opts, helps))
        # `manqala tb build|probe [--threads T]`: an option of one of the alternatives is enough.
        if alternatives:
            self.check_options(doc, line, alternatives)

    def check_options(self, doc, line, alternatives):
        known = set()
        for _, _, helps in alternatives:
            for h in helps:
                known |= self.options_in(h)
        shown = ' | '.join('manqala ' + ' '.join(p) for p, _, _ in alternatives)
        for t in alternatives[0][1]:
            m = re.fullmatch(r'(--?[A-Za-z][\w-]*)(=.*)?[,.:]?', t)
            if m and m.group(1) not in known:
                self.fail(doc, line, f'`{shown} ... {m.group(1)}`: not an option in its --help')

    # ---- 3. routes ------------------------------------------------------------------------

    def documented_routes(self, docs):
        routes = []  # (doc, line, method, path)
        for doc in docs:
            last = None
            last_line = -1
            for line, span in doc.spans:
                m = re.fullmatch(r'(GET|POST|PUT|PATCH|DELETE)\s+(\S+)(\s.*)?', span, re.S)
                method, path = (m.group(1), m.group(2)) if m else (None, span.split()[0] if span.split() else '')
                if path.startswith('/api'):
                    path = re.split(r'[?\[]', path)[0].rstrip('…').rstrip('.')
                    if method:
                        last, last_line = (method, path), line
                        routes.append((doc, line, method, path))
                    continue
                if last and path.startswith('.../') and line - last_line <= 3:
                    base = re.match(r'(.*?\{[^}]*\}|.*?<[^>]*>)', last[1])
                    base = base.group(1) if base else last[1].rsplit('/', 1)[0]
                    routes.append((doc, line, method or last[0], base + path[3:]))
                    last_line = line
                elif last and line == last_line and re.fullmatch(r'/[\w.-]+', span):
                    routes.append((doc, line, last[0], last[1].rsplit('/', 1)[0] + span))
        return routes

    def served_words(self):
        words = {}
        files = [os.path.join(self.root, 'src/server/api.cpp')]
        files += glob.glob(os.path.join(self.root, 'src/server/**/*routes*.cpp'), recursive=True)
        for f in files:
            if not os.path.exists(f):
                continue
            text = open(f, encoding='utf-8').read()
            rel = os.path.relpath(f, self.root)
            found = re.findall(r'\b(?:s\[\d\]|segments\[\d\]|what|action)\s*[!=]=\s*"([\w.-]+)"', text)
            for lst in re.findall(r'\b(?:gets|posts)\s*=\s*\{([^}]*)\}', text):
                found += re.findall(r'"([\w.-]+)"', lst)
            for w in found:
                words.setdefault(w, rel)
        return words

    def check_routes(self, docs, strict):
        routes = self.documented_routes(docs)
        if not routes:
            return
        with tempfile.TemporaryDirectory(prefix='docs-check-') as tmp:
            server = subprocess.Popen(
                [self.binary, 'serve', '--port', '0', '--db', os.path.join(tmp, 'docs.sqlite'), '--engine-ms', '20'],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            try:
                line = server.stdout.readline()
                m = re.search(r'listening on http://([^\s/:]+):(\d+)/', line)
                if not m:
                    self.failures.append(f'manqala serve did not start: {line}{server.stderr.read()[:2000]}')
                    return
                self.probe_routes(m.group(1), int(m.group(2)), routes)
            finally:
                server.terminate()
                try:
                    server.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    server.kill()
        named = set()
        for _, _, _, path in routes:
            named |= set(path.strip('/').split('/'))
        for word, where in sorted(self.served_words().items()):
            if word not in named and word != 'api':
                msg = f'the server serves a route word "{word}" ({where}) that no documented route names'
                if strict:
                    self.failures.append(msg)
                else:
                    self.warn('docs/web-api.md', msg)

    def probe_routes(self, host, port, routes):
        session = {'cookie': '', 'csrf': ''}

        def call(method, path, body=None, upgrade=False):
            conn = http.client.HTTPConnection(host, port, timeout=30)
            headers = {'Origin': f'http://{host}:{port}', 'X-Forwarded-For': '10.33.0.1'}
            if session['cookie']:
                headers['Cookie'] = session['cookie']
            if session['csrf'] and method != 'GET':
                headers['X-CSRF-Token'] = session['csrf']
            data = None
            if upgrade:
                headers.update({'Upgrade': 'websocket', 'Connection': 'Upgrade', 'Sec-WebSocket-Version': '13',
                                'Sec-WebSocket-Key': 'ZG9jcy1jaGVjay1rZXkxMg=='})
            elif method != 'GET':
                data = json.dumps(body if body is not None else {}).encode()
                headers['Content-Type'] = 'application/json'
            try:
                conn.request(method, path, body=data, headers=headers)
                r = conn.getresponse()
                text = '' if r.status == 101 else r.read().decode('utf-8', 'replace')
                cookie = r.getheader('Set-Cookie')
                return r.status, text, cookie
            finally:
                conn.close()

        def setup(method, path, body):
            status, text, cookie = call(method, path, body)
            if status not in (200, 201):
                self.failures.append(f'route check set-up: {method} {path} answered {status} {text[:200]}')
                return {}
            if cookie:
                session['cookie'] = cookie.split(';', 1)[0]
            return json.loads(text)

        name = 'docscheck' + str(os.getpid() % 10000)
        ids = {'players': name, 'account': name}
        acct = setup('POST', '/api/account/register', {'name': name, 'password': 'quiet-river-stones-8831'})
        session['csrf'] = acct.get('account', {}).get('csrf', '')
        game = setup('POST', '/api/games', {'game': 'al-manqala', 'human': 'south', 'level': 1})
        ids['games'] = game.get('game', {}).get('id', '0123456789abcdef')
        club = setup('POST', '/api/clubs', {'name': 'Docs check club'})
        ids['clubs'] = club.get('club', {}).get('id', '0123456789abcdef')
        tour = setup('POST', '/api/tournaments',
                     {'name': 'Docs check open', 'format': 'round-robin', 'game': 'al-manqala', 'options': {},
                      'clock': {'minutes': 5, 'seconds': 0, 'increment': 3}, 'rated': False})
        ids['tournaments'] = tour.get('tournament', {}).get('id', '0123456789abcdef')

        def real(path):
            segs = path.split('/')
            for i, s in enumerate(segs):
                if re.fullmatch(r'\{[^}]*\}|<[^>]*>', s):
                    segs[i] = ids.get(segs[i - 1], '0123456789abcdef')
            return '/'.join(segs)

        # Routes that end the session or change its password last, so the others run logged in.
        late = lambda r: ('/logout' in r[3] or '/password' in r[3], r[3])
        seen = set()
        for doc, line, method, path in sorted(routes, key=late):
            if (method, path) in seen:
                continue
            seen.add((method, path))
            target = real(path)
            upgrade = path.endswith('/ws')
            try:
                status, text, _ = call(method, target, upgrade=upgrade)
            except (OSError, http.client.HTTPException) as e:
                self.fail(doc, line, f'`{method} {path}`: {e}')
                continue
            if self.verbose:
                print(f'  {method} {path} -> {target}: {status} {text.strip()[:70]}')
            if upgrade and status != 101:
                self.fail(doc, line, f'`{method} {path}`: a WebSocket upgrade answered {status} {text[:120]}')
            elif status == 404 and 'no such route' in text:
                self.fail(doc, line, f'`{method} {path}`: the server has no such route ({text.strip()[:120]})')
            elif status == 405:
                self.fail(doc, line, f'`{method} {path}`: the server serves this route, but not with {method} '
                          f'({text.strip()[:80]})')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--repo', default=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    ap.add_argument('--binary', default=None, help='the manqala binary (default ROOT/build/release/manqala)')
    ap.add_argument('--no-server', action='store_true', help='skip the route check')
    ap.add_argument('-v', '--verbose', action='store_true', help='print each route asked and its answer')
    ap.add_argument('--strict-routes', action='store_true', help='fail, not warn, on undocumented route words')
    a = ap.parse_args()
    root = os.path.abspath(a.repo)
    binary = a.binary or os.path.join(root, 'build/release/manqala')
    rels = ['README.md'] + sorted('docs/' + f for f in os.listdir(os.path.join(root, 'docs')) if f.endswith('.md'))
    docs = [Doc(root, r) for r in rels]
    c = Checker(root, binary, a.verbose)
    t0 = time.time()
    for d in docs:
        c.check_paths(d)
        c.check_commands(d)
    if not a.no_server:
        c.check_routes(docs, a.strict_routes)
    for n in c.notes:
        print('note:', n)
    for w in c.warnings:
        print('warning:', w)
    for f in c.failures:
        print(f)
    print(f'{len(docs)} docs, {len(c.helps)} help texts, {len(c.failures)} failures, {len(c.warnings)} warnings '
          f'({time.time() - t0:.1f} s)')
    return 1 if c.failures else 0


if __name__ == '__main__':
    sys.exit(main())
