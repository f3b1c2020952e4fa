// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"

#include <QByteArray>

class ParsedYaml;

// Where each node of a parsed YAML document lies in its bytes: its value, key, entry
// and properties, found from the places the parser marks (RecipeDocument's nodes).
namespace RecipeSpans {
// The node tree of the document's root, which the parser places at rootAt; offset is
// where the parser's first byte lies in bytes (after a byte-order mark).
RecipeDocument::Node build(const QByteArray &bytes, const ParsedYaml &parsed, qsizetype offset, int root, qsizetype rootAt);
// The start of the line holding position, and of the line after it (or the end).
qsizetype lineStart(const QByteArray &bytes, qsizetype position);
qsizetype nextLineStart(const QByteArray &bytes, qsizetype position);
} // namespace RecipeSpans
