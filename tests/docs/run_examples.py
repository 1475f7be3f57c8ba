#!/usr/bin/env python3
"""Runs the code blocks of docs/python.md and docs/library.md against the installed library and
Python package, so that a doc example cannot silently break (`make library`, part of `make test`).

    run_examples.py --prefix build/install --work build/doc-examples [DOC.md ...]

The Python package must be importable (`make library` sets PYTHONPATH to the installed one).

Which blocks run, and how:
- ```python: a complete program, run as a script with this Python; it must exit 0.  When every
  `print(...)` line of it ends in a comment (`print(state.text)  # 0,0,0,0,1,0,1/2,... N 50 38`),
  the comments are its output: the lines printed must be those, in order.  A block of
  `>>>` lines is a session transcript: its statements run in one namespace where
  `import manqala` is done, and a shown `SomeError: message` must be exactly the exception
  raised (its type and message); other shown output is compared with the repr of the value.
- ```cpp: a complete program (it has `int main`), compiled against the installed library by
  CMake (-DCMAKE_PREFIX_PATH=PREFIX) and run; it must exit 0.  Its CMakeLists.txt is
  `add_executable(my_program main.cpp)` followed by the doc's own ```cmake blocks (the
  `find_package(manqala ...)` and `target_link_libraries(my_program ...)` it shows), so they
  are tried too.  Each C++ block is its own project.
- ```sh and other blocks are instructions, not run here (`make library` does the install the
  docs describe).
- A block that is a fragment (it needs lines the doc does not show) is marked in the doc by an
  HTML comment on the line before its fence, and is skipped knowingly:
      <!-- docs-check: fragment -->
  Any other python or cpp block that is not complete is a failure.
"""
import argparse
import os
import re
import subprocess
import sys
import time

FRAGMENT = re.compile(r'<!--\s*docs-check:\s*fragment\s*-->')


def blocks_of(path):
    """(line of the fence, language, code, marked a fragment) of each fenced block."""
    lines = open(path, encoding='utf-8').read().split('\n')
    out, i = [], 0
    while i < len(lines):
        m = re.match(r'^\s*```\s*([\w+-]*)\s*$', lines[i])
        if not m:
            i += 1
            continue
        start, lang = i, m.group(1)
        j = i - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        fragment = j >= 0 and bool(FRAGMENT.search(lines[j]))
        i += 1
        code = []
        while i < len(lines) and not re.match(r'^\s*```\s*$', lines[i]):
            code.append(lines[i])
            i += 1
        out.append((start + 1, lang, '\n'.join(code) + '\n', fragment))
        i += 1
    return out


def run_transcript(code):
    """A >>> session: each statement's shown outcome must be what it does. Returns failures."""
    ns, failures = {}, []
    exec('import manqala', ns)
    items, cur = [], None
    for line in code.split('\n'):
        if line.startswith('>>> '):
            cur = [line[4:], []]
            items.append(cur)
        elif line.startswith('... ') and cur:
            cur[0] += '\n' + line[4:]
        elif cur is not None and line.strip():
            cur[1].append(line)
    for stmt, shown in items:
        shown = '\n'.join(shown)
        try:
            try:
                value, got_error = eval(compile(stmt, '<doc>', 'eval'), ns), None
            except SyntaxError:
                exec(compile(stmt, '<doc>', 'exec'), ns)
                value, got_error = None, None
        except Exception as e:  # noqa: BLE001 - the transcript shows what is raised
            value, got_error = None, f'{type(e).__name__}: {e}'
        if got_error is not None:
            if got_error != shown:
                failures.append(f'>>> {stmt}\n  shows: {shown or "(nothing)"}\n  raised: {got_error}')
        elif re.match(r'^\w+(Error|Exception): ', shown):
            failures.append(f'>>> {stmt}\n  shows: {shown}\n  raised nothing (gave {value!r})')
        elif shown and repr(value) != shown:
            failures.append(f'>>> {stmt}\n  shows: {shown}\n  gave: {value!r}')
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument('--prefix', required=True, help='where the library is installed (cmake --install --prefix)')
    ap.add_argument('--work', required=True, help='a scratch folder for the examples (emptied first)')
    ap.add_argument('--cmake', default='cmake')
    ap.add_argument('docs', nargs='*', default=[os.path.join(root, 'docs/python.md'), os.path.join(root, 'docs/library.md')])
    a = ap.parse_args()
    prefix, work = os.path.abspath(a.prefix), os.path.abspath(a.work)
    subprocess.run(['rm', '-rf', work], check=True)
    os.makedirs(work)
    failures, ran, skipped = [], 0, 0
    t0 = time.time()
    for doc in a.docs:
        rel = os.path.relpath(doc, root)
        blocks = blocks_of(doc)
        cmake_snippets = [code for _, lang, code, frag in blocks if lang == 'cmake' and not frag]
        for line, lang, code, fragment in blocks:
            where = f'{rel}:{line}'
            if lang not in ('python', 'cpp', 'c++'):
                continue
            if fragment:
                skipped += 1
                continue
            name = f'{os.path.splitext(os.path.basename(doc))[0]}_{line}'
            if lang == 'python' and re.search(r'^>>> ', code, re.M):
                ran += 1
                failures += [f'{where}: {f}' for f in run_transcript(code)]
                continue
            if lang == 'python':
                ran += 1
                script = os.path.join(work, name + '.py')
                with open(script, 'w') as f:
                    f.write(code)
                p = subprocess.run([sys.executable, script], capture_output=True, text=True, timeout=300)
                if p.returncode != 0:
                    failures.append(f'{where}: the python block exits {p.returncode}:\n{p.stdout[-1500:]}{p.stderr[-3000:]}')
                    continue
                prints = [l for l in code.split('\n') if l.startswith('print(')]
                shown = [re.search(r'\)\s+#\s?(.*)$', l) for l in prints]
                if prints and all(shown):
                    want, got = [m.group(1).rstrip() for m in shown], p.stdout.rstrip('\n').split('\n')
                    if want != [g.rstrip() for g in got]:
                        failures.append(f'{where}: the block shows its output in comments, but prints another:\n'
                                        + '\n'.join(f'  shows: {w}\n  gave:  {g}' for w, g in zip(want, got) if w != g)
                                        + ('' if len(want) == len(got) else f'\n  {len(want)} lines shown, {len(got)} printed'))
                continue
            if not re.search(r'\bint\s+main\s*\(', code):
                failures.append(f'{where}: a C++ block that is no complete program (no main) and not marked '
                                '<!-- docs-check: fragment -->')
                continue
            ran += 1
            src = os.path.join(work, name)
            os.makedirs(src)
            with open(os.path.join(src, 'main.cpp'), 'w') as f:
                f.write(code)
            with open(os.path.join(src, 'CMakeLists.txt'), 'w') as f:
                f.write('cmake_minimum_required(VERSION 3.20)\nproject(doc_example LANGUAGES CXX)\n'
                        'set(CMAKE_CXX_STANDARD 20)\nset(CMAKE_CXX_STANDARD_REQUIRED ON)\n'
                        'add_executable(my_program main.cpp)\n')
                f.write(''.join(cmake_snippets) if cmake_snippets else
                        'find_package(manqala REQUIRED)\ntarget_link_libraries(my_program PRIVATE manqala::search)\n')
            out = os.path.join(src, 'build')
            for cmd in ([a.cmake, '-S', src, '-B', out, '-G', 'Ninja', f'-DCMAKE_PREFIX_PATH={prefix}'],
                        [a.cmake, '--build', out], [os.path.join(out, 'my_program')]):
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
                if p.returncode != 0:
                    failures.append(f'{where}: `{" ".join(cmd)}` exits {p.returncode}:\n{p.stdout[-3000:]}{p.stderr[-3000:]}')
                    break
    for f in failures:
        print(f)
    print(f'doc examples: {ran} run, {skipped} fragments skipped, {len(failures)} failures ({time.time() - t0:.1f} s)')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
