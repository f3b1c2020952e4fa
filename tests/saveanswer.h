// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Waiting for an editor's save, which answers once its disk thread wrote the file
// (EditorPage::save(), saveAs()).
#include <QFuture>
#include <QTest>

#include <optional>

namespace TestUtils {

// The save's answer, waited for (10 s at most): nothing when none came.
inline std::optional<bool> saveAnswer(QFuture<bool> save)
{
    if (!QTest::qWaitFor([&save] { return save.isFinished(); }, 10000))
        return std::nullopt;
    // Ended with its editor: not saved.
    return save.resultCount() > 0 && save.result();
}

// Whether it saved (the file then holds the edits).
inline bool savedNow(QFuture<bool> save)
{
    return saveAnswer(std::move(save)) == true;
}

// Whether it answered that it did not save (cancelled, refused or failed).
inline bool notSavedNow(QFuture<bool> save)
{
    return saveAnswer(std::move(save)) == false;
}

} // namespace TestUtils
