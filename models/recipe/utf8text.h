// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/sourcelocation.h"

#include <QByteArray>

// Bytes that must be UTF-8 text (YAML is Unicode): where they are not, and where a
// byte offset stands as a line and column.
namespace Utf8Text {
// Position of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalid(const QByteArray &bytes);
// The 1-based line and column (in characters) of a byte offset.
SourceLocation locationOf(const QByteArray &bytes, qsizetype offset);
} // namespace Utf8Text
