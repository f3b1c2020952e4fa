// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/unifieddiff.h"

#include <dtl/dtl.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace {
std::vector<std::string> lines(const QByteArray &text)
{
    std::vector<std::string> out;
    qsizetype start = 0;
    while (start < text.size()) {
        auto end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        out.emplace_back(text.constData() + start, std::size_t(end - start));
        start = end + 1;
    }
    return out;
}
} // namespace

QByteArray UnifiedDiff::compare(const QByteArray &a, const QByteArray &b, const QString &nameA, const QString &nameB)
{
    if (a == b)
        return {};
    dtl::Diff<std::string, std::vector<std::string>> diff(lines(a), lines(b));
    diff.onHuge();
    diff.compose();
    diff.composeUnifiedHunks();
    std::ostringstream out;
    out << "--- " << nameA.toStdString() << '\n' << "+++ " << nameB.toStdString() << '\n';
    diff.printUnifiedFormat(out);
    return QByteArray::fromStdString(out.str());
}
