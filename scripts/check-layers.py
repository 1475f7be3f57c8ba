#!/usr/bin/env python3
"""Checks that every #include in src/ and apps/ follows the layers of docs/architecture.md.

A file's folder is its layer: src/core, src/tablebase, src/search, each game's folder
src/games/<game>/, src/facade, the registry (the files directly in src/games/), src/library,
src/record, src/protocol, src/play, src/tools/<tool>/, src/server (all its folders) and apps/.
A file may include its own folder's headers and those of the folders before its own in
LAYERS; anything else (an include that points up, or across to another game) fails.

Inside src/server the folders are layers in the same way: the parts every domain stands on
(SERVER_BASE), the domains in the order of src/server/modules/module_list.h, then the list,
the routes and the files directly in src/server/ (SERVER_TOP): a server file may include its
own folder's headers and those of the server folders before its own, so no two server folders
need each other.

A server domain's SQL stays in its store (*_store.cpp: the implementation of the interface its
*_store.h declares) and its migrations (*_schema.h, *_schema.cpp), and speaks to either database
through src/server/db/: only db/ names an engine's library (`sqlite3`, `pqxx`).

Usage: check-layers.py [ROOT]   (ROOT: the repository, default: this script's parent folder)
"""
import os
import re
import sys

LAYERS = [
    "core", "pairing", "tablebase", "search", "games/*", "facade", "games", "library", "record", "protocol", "wasm", "play",
    "tools/*", "server", "apps",
]

# The server's folders: the parts every domain stands on, then the domains in the order of the
# one list the server walks (src/server/modules/module_list.h, read here, not kept twice), then
# what puts them together; "server" is the files directly in src/server/
# (docs/architecture.md, "Inside the server").
SERVER_BASE = ["server/db", "server/http", "server/common", "server/cluster", "server/engine", "server/archive", "server/room"]
SERVER_TOP = ["server/modules", "server/api", "server"]
MODULE_LINE = re.compile(r'^\s*X\((\w+)\)', re.M)


def server_layers(root):
    """The server's folders in layer order, the domains as modules/module_list.h lists them."""
    text = open(os.path.join(root, "src/server/modules/module_list.h"), encoding="utf-8").read()
    return SERVER_BASE + ["server/" + name for name in MODULE_LINE.findall(text)] + SERVER_TOP


INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def folder_of(path):
    """The folder (layer) of a path relative to src/ ('apps/x.cpp' for apps)."""
    parts = path.split("/")
    if parts[0] == "apps":
        return "apps"
    if parts[0] in ("games", "tools", "server") and len(parts) > 2:
        return parts[0] + "/" + parts[1]
    return parts[0] if len(parts) > 1 else ""


def rank_of(folder):
    if folder.startswith("server"):
        return LAYERS.index("server")
    if folder in LAYERS:
        return LAYERS.index(folder)
    top = folder.split("/")[0] + "/*"
    return LAYERS.index(top) if top in LAYERS else None


def server_rank_of(folder, layers):
    return layers.index(folder) if folder in layers else None


def includes(root):
    """(file, line number, including folder, included folder) for every project include."""
    for base in ("src", "apps"):
        for d, _, files in os.walk(os.path.join(root, base)):
            for f in sorted(files):
                if not f.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(d, f)
                rel = os.path.relpath(path, os.path.join(root, "src")) if base == "src" else "apps/" + f
                text = open(path, encoding="utf-8").read()
                for m in INCLUDE.finditer(text):
                    target = m.group(1)
                    if target.startswith("manqala/"):  # the installed library's own headers (include/)
                        continue
                    if not os.path.exists(os.path.join(root, "src", target)):
                        continue  # generated, or beside the file
                    line = text.count("\n", 0, m.start()) + 1
                    yield os.path.join(base, rel if base == "src" else f), line, folder_of(rel), folder_of(target)


ENGINE_LIBRARY = re.compile(r"\bsqlite3\b|\bpqxx\b|<libpq")


def sql_outside_stores(root):
    """Server files outside db/ that name a database engine's library."""
    base = os.path.join(root, "src/server")
    for d, _, files in os.walk(base):
        for f in sorted(files):
            path = os.path.join(d, f)
            rel = os.path.relpath(path, os.path.join(root, "src"))
            if not f.endswith((".h", ".cpp")) or rel.startswith("server/db/"):
                continue
            text = open(path, encoding="utf-8").read()
            if found := ENGINE_LIBRARY.search(text):
                yield f"src/{rel}:{text.count(chr(10), 0, found.start()) + 1}: {found.group()} outside db/ " \
                      "(a store speaks to either database through db/statement.h)"


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    errors, count = [], 0
    server = server_layers(root)
    for path, line, a, b in includes(root):
        count += 1
        if a == b:
            continue
        if a.startswith("server") and b.startswith("server"):
            order, ra, rb = server, server_rank_of(a, server), server_rank_of(b, server)
        else:
            order, ra, rb = LAYERS, rank_of(a), rank_of(b)
        if ra is None or rb is None:
            errors.append(f"{path}:{line}: folder {a if ra is None else b} has no layer in scripts/check-layers.py")
        elif rb >= ra:
            errors.append(f"{path}:{line}: {a} includes {b}, which comes {'after' if rb > ra else 'beside'} it "
                          f"(order: {' <- '.join(order)})")
    errors += list(sql_outside_stores(root))
    for e in errors:
        print("check-layers: " + e)
    print(f"check-layers: {count} includes read, {len(errors)} against the layers")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
