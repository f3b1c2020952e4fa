#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails naming FILE:LINE of every function longer than a screen.

    function-length.py [--max LINES] SOURCE_DIR   (every .cpp/.h in app/, widgets/, models/)
    function-length.py [--max LINES] FILE...      (these files only)

A function runs from its signature line to its closing brace; lambdas inside it count
with it, and so does a constructor's member-initialiser list, braces in it included. A
lambda given to a variable outside any function (const auto helper = [](int x) { ... };)
is a function named by the variable. Class bodies, namespaces, enums and brace
initialisers of variables are not functions.
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
# A variable given a lambda: NAME = [captures] (params) specifiers -> type, up to its body.
LAMBDA = re.compile(r"(\w+)\s*=\s*\[[^\[\]]*\]\s*(\((?:[^()]|\([^()]*\))*\))?[^=;()\[\]]*$")
# What may stand between a constructor's parameter list and the colon of its initialisers.
BEFORE_COLON = re.compile(r"\s*(noexcept\s*(\((?:[^()]|\([^()]*\))*\))?\s*)?:(?!:)")


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


def closing(code, i):
    """The offset of the bracket closing the one at offset i, or -1."""
    depth = 0
    for j in range(i, len(code)):
        if code[j] in "([{":
            depth += 1
        elif code[j] in ")]}":
            depth -= 1
            if depth == 0:
                return j
    return -1


def constructor_body(code, paren):
    """The offset of the body's open brace of the constructor whose parameter list opens
    at offset paren and which has a member-initialiser list, or None when it has none.
    In the list a brace right after a name (m_a{1}, Base<T>{}) initialises a member or a
    base; the body's brace follows the closing ) or } of the last initialiser."""
    end = closing(code, paren)
    colon = BEFORE_COLON.match(code, end + 1) if end >= 0 else None
    if not colon:
        return None
    j = colon.end()
    while j < len(code):
        c = code[j]
        if c == "{":
            before = code[colon.end():j].rstrip()
            if not before or not (before[-1].isalnum() or before[-1] in "_>"):
                return j
        if c in "([{":
            j = closing(code, j)
            if j < 0:
                return None
        elif c in ")]};":
            return None
        j += 1
    return None


def functions(text):
    """(signature line, closing line, name) of each function body in the text."""
    code = blank(text)
    found = []
    # Each open brace: "container" (class, namespace), "function" or "other".
    stack = []
    header_start = 0
    # The end of a constructor's initialiser list, taken with the constructor.
    skip_to = 0
    for i, c in enumerate(code):
        if i < skip_to:
            continue
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
            offset = header_start + len(header) - len(header.lstrip())
            lambda_ = LAMBDA.search(header)
            if keyword and (paren < 0 or keyword.start() < paren):
                stack.append(("container", None, None))
                header_start = i + 1
            elif lambda_:
                stack.append(("function", code.count("\n", 0, offset) + 1, lambda_.group(1)))
            elif paren >= 0 and ")" in header and "=" not in header[:paren].replace("operator", ""):
                name = NAME.search(header[:paren + 1].rstrip())
                stack.append(("function", code.count("\n", 0, offset) + 1, name.group(1) if name else "?"))
                body = constructor_body(code, header_start + paren)
                if body is not None and body > i:
                    skip_to = body + 1
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
