// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

// A quantity a plan is given as text: "2T", "1.5e12", "500B", "2,000,000", "$1.5M".
// The suffixes k, M, B and T (either case) multiply by a thousand, a million, a
// billion and a trillion; digits may be grouped by commas or underscores in threes.
class PlanQuantity
{
    Q_DECLARE_TR_FUNCTIONS(PlanQuantity)

public:
    enum class Fault {
        None,
        Empty,
        NotANumber,    // "abc", "1..2"
        UnknownSuffix, // "1Q": suffix() says which
        NotPositive,   // "0", "-5"
        TooLarge,      // above the kind's largest, or beyond a double
        NotWhole,      // a count with a fraction: "2.5" GPUs
    };

    enum class Kind {
        Tokens, // up to 10^18, suffixes allowed
        Money,  // dollars, up to 10^15, "$" and suffixes allowed
        Days,   // up to 10^6, a plain number
        Count,  // a whole number up to 10^6, a plain number
    };

    // decimalComma: the text is written with a decimal comma and points between
    // thousands ("1,5T", "2.000.000"), as in German; else as in English.
    static PlanQuantity parse(const QString &text, Kind kind, bool decimalComma = false);

    std::optional<double> value() const { return m_value; }
    Fault fault() const { return m_fault; }
    // The suffix that was not understood (Fault::UnknownSuffix).
    QString suffix() const { return m_suffix; }
    // The largest value the kind accepts.
    static double largest(Kind kind);
    // The shortest text that parse() reads back as the value, with the largest suffix
    // that fits where the kind takes one: 2e12 -> "2T", 1.5e6 -> "1.5M" ("1,5M" with a
    // decimal comma), 800 -> "800".
    static QString text(double value, Kind kind, bool decimalComma = false);
    // Why the text was refused, translated: "not a number", "unknown suffix 'Q' (k, M, B or T)";
    // empty when it was not. The suffix comes escaped for a terminal.
    QString faultText(Kind kind) const;

private:
    std::optional<double> m_value;
    Fault m_fault = Fault::None;
    QString m_suffix;
};
