// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <git2/diff.h>

// How alike two files are as git itself measures it for rename detection
// (diffcore-delta): each file cut into spans that end at a line break or after 64
// bytes (a CR before LF left out in text), the bytes of equal spans counted as kept,
// over the larger file's size; two files whose sizes differ by more than the lower
// bound allows are not alike at all. libgit2's own measure pairs files git does not
// (recipes written from one template share most of their lines), so renames are found
// with this one, and git diff -M and the program name the same changes.
class GitSimilarity
{
public:
    // The measure, for git_diff_find_options::metric.
    static git_diff_similarity_metric *metric();
    // 0 to 100: git's similarity index of two files' bytes, its percentage rounded down.
    static int score(QByteArrayView a, QByteArrayView b);
};
