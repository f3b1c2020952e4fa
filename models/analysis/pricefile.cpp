// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/pricefile.h"

#include "analysis/planquantity.h"
#include "analysis/terminaltext.h"

#include <QFile>

namespace {
constexpr qint64 LargestFile = 1 << 20;

Problem fault(const QString &file, int line, int column, const QString &message)
{
    return {file, line, column, Problem::Severity::Error, message};
}

// One line's fields, each with the column it starts at (1-based).
QList<std::pair<QString, int>> fields(const QString &line)
{
    QList<std::pair<QString, int>> out;
    int start = 0;
    for (const auto &field : line.split(u',')) {
        int lead = 0;
        while (lead < field.size() && field.at(lead).isSpace())
            ++lead;
        out.append({field.trimmed(), start + lead + 1});
        start += int(field.size()) + 1;
    }
    return out;
}
} // namespace

std::optional<PriceTable> PriceFile::parse(const QByteArray &text, const QString &fileName, Problem *problem)
{
    PriceTable table;
    auto all = QString::fromUtf8(text);
    if (all.startsWith(QChar(0xFEFF))) // as spreadsheets write "CSV UTF-8"
        all.remove(0, 1);
    const auto lines = all.split(u'\n');
    bool first = true;
    for (int number = 1; number <= lines.size(); ++number) {
        auto line = lines.at(number - 1);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(u'#'))
            continue;
        const auto parts = fields(line);
        const bool header = first && parts.first().first.compare(QLatin1String("gpu"), Qt::CaseInsensitive) == 0;
        first = false;
        if (header)
            continue;
        if (parts.size() < 2 || parts.size() > 3 || parts.first().first.isEmpty()) {
            *problem = fault(fileName, number, 1, QStringLiteral("expected GPU,USD per GPU-hour[,instance]"));
            return std::nullopt;
        }
        const auto price = PlanQuantity::parse(parts.at(1).first, PlanQuantity::Kind::Money);
        if (!price.value()) {
            *problem =
                fault(fileName, number, parts.at(1).second,
                      QStringLiteral("'%1' is not a price above 0 in dollars per GPU-hour").arg(TerminalText::escaped(parts.at(1).first)));
            return std::nullopt;
        }
        table.setPrice(parts.first().first, *price.value(), parts.size() == 3 ? parts.at(2).first : QString());
    }
    if (table.entries().isEmpty()) {
        *problem = fault(fileName, 1, 1, QStringLiteral("no prices: expected lines of GPU,USD per GPU-hour[,instance]"));
        return std::nullopt;
    }
    return table;
}

std::optional<PriceTable> PriceFile::read(const QString &path, Problem *problem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = fault(path, 1, 1, QStringLiteral("cannot read: %1").arg(file.errorString()));
        return std::nullopt;
    }
    const auto text = file.read(LargestFile + 1);
    if (text.size() > LargestFile) {
        *problem = fault(path, 1, 1, QStringLiteral("larger than a megabyte: not a price table"));
        return std::nullopt;
    }
    return parse(text, path, problem);
}
