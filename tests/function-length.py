#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails naming FILE:LINE of every function longer than a screen.

    function-length.py [--max LINES] SOURCE_DIR   (every .cpp/.h in app/, widgets/, models/)
    function-length.py [--max LINES] FILE...      (these files only)

A function runs from its signature line to its closing brace; lambdas inside it count
with it. Class bodies, namespaces, enums and initialiser lists are not functions.
Braces are counted with strings, characters and comments left out, which is enough
for code laid out by clang-format.
"""
import os
import re
import sys

FOLDERS = ("app", "widgets", "models")
CONTAINER = re.compile(r"\b(class|struct|union|enum|namespace|extern)\b")
# Qt's declaration macros stand without a semicolon before the next declaration.
QT_MACRO = re.compile(r"^\s*Q_[A-Z_]+\b(\((?:[^()]|\([^()]*\))*\))?", re.MULTILINE)
ACCESS = re.compile(r"\b(public|protected|private|signals|Q_SIGNALS|slots|Q_SLOTS)\b\s*(slots\s*)?:(?!:)")
NAME = re.compile(r"(~?\w[\w:<>=!+\-*/\[\]&|^%~]*)\s*\($")


def blank(text):
    """The text with comments, strings, characters and preprocessor lines turned to
    spaces, newlines kept, so that offsets still give line numbers."""
    out = list(text)
    i, n = 0, len(text)
    line_start = True

    def clear(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if line_start and c == "#":
            j = i
            while j < n and not (text[j] == "\n" and text[j - 1] != "\\"):
                j += 1
            clear(i, j)
            i = j
            continue
        if c == "\n":
            line_start = True
            i += 1
            continue
        if not c.isspace():
            line_start = False
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            clear(i, j)
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            clear(i, j)
            i = j
        elif c == "R" and text.startswith('R"', i) and not (i and (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i)
            delimiter = text[i + 2:open_paren]
            j = text.find(")" + delimiter + '"', open_paren)
            j = n if j < 0 else j + len(delimiter) + 2
            clear(i, j)
            i = j
        elif c in "\"'":
            # A digit separator (1'000) is not a character literal.
            if c == "'" and i and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum() \
                    and text[i - 1].isdigit():
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            clear(i, min(j + 1, n))
            i = j + 1
        else:
            i += 1
    return "".join(out)


def functions(text):
    """(signature line, closing line, name) of each function body in the text."""
    code = blank(text)
    found = []
    # Each open brace: "container" (class, namespace), "function" or "other".
    stack = []
    header_start = 0
    function_start = None
    for i, c in enumerate(code):
        if c == ";":
            if not stack or stack[-1][0] == "container":
                header_start = i + 1
        elif c == "{":
            inside_function = any(kind == "function" for kind, _, _ in stack)
            if inside_function or (stack and stack[-1][0] == "other"):
                stack.append(("other", None, None))
                continue
            header = code[header_start:i]
            header = QT_MACRO.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), header)
            header = ACCESS.sub(lambda m: " " * len(m.group(0)), header)
            paren = header.find("(")
            keyword = CONTAINER.search(header)
            if keyword and (paren < 0 or keyword.start() < paren):
                stack.append(("container", None, None))
                header_start = i + 1
            elif paren >= 0 and ")" in header and "=" not in header[:paren].replace("operator", ""):
                offset = header_start + len(header) - len(header.lstrip())
                name = NAME.search(header[:paren + 1].rstrip())
                stack.append(("function", code.count("\n", 0, offset) + 1, name.group(1) if name else "?"))
            else:
                stack.append(("other", None, None))
        elif c == "}":
            if not stack:
                continue
            kind, start, name = stack.pop()
            if kind == "function":
                found.append((start, code.count("\n", 0, i) + 1, name))
            if not stack or stack[-1][0] == "container":
                header_start = i + 1
    return found


def sources(root):
    for folder in FOLDERS:
        for directory, _, names in sorted(os.walk(os.path.join(root, folder))):
            for name in sorted(names):
                if name.endswith((".cpp", ".h")):
                    yield os.path.join(directory, name)


def main(argv):
    limit = 80
    if len(argv) > 2 and argv[1] == "--max":
        limit = int(argv[2])
        argv = argv[2:]
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    if len(argv) == 2 and os.path.isdir(argv[1]):
        root = argv[1]
        files = list(sources(root))
    else:
        root = os.getcwd()
        files = argv[1:]
    if not files:
        print("function-length: no source files found under " + root, file=sys.stderr)
        return 2
    long_ones = []
    count = 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for start, end, name in functions(text):
            count += 1
            length = end - start + 1
            if length > limit:
                long_ones.append((os.path.relpath(path, root), start, name, length))
    for path, line, name, length in long_ones:
        print(f"{path}:{line}: {name} is {length} lines long (more than {limit})")
    print(f"function-length: {count} functions in {len(files)} files, "
          f"{len(long_ones)} longer than {limit} lines")
    return 1 if long_ones else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
