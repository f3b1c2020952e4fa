// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

// Every fact the program holds about a GPU type (resources/gpu-catalog.yaml): its
// vendor, memory sizes, board power, dense peak FLOP/s at BF16 and FP8, a default
// price and its instance, its chart colour and its place in the sort order; and the
// one rule by which a name names a type ("NVIDIA H200", "h200 sxm", " H200 " are H200).
// A user's catalogue file adds types or overrides fields; it is read as untrusted
// input. The catalogue in force is current(): the bundled one, with the user's file
// over it once setUserFile() has read one.
class GpuCatalog
{
public:
    struct Price
    {
        double usdPerGpuHour = 0;
        QString instance;
    };
    struct Gpu
    {
        QString name; // as the catalogue writes it: "H200"
        QString vendor;
        QStringList names; // other names it goes by
        QList<double> memoryGb;
        std::optional<double> boardWatts;
        std::optional<double> peakBf16; // FLOP/s, dense
        std::optional<double> peakFp8;  // FLOP/s, dense
        std::optional<Price> price;
        QString colour; // "#rrggbb"; empty for none
    };

    // The catalogue the program carries.
    static const GpuCatalog &bundled();
    // The bundled catalogue with a user's file over it: what every check, table and
    // chart reads. Safe to call from any thread.
    static std::shared_ptr<const GpuCatalog> current();
    // Reads a user's catalogue file and puts it over the bundled one; an empty path
    // goes back to the bundled one. On a fault the catalogue in force stays and the
    // problems (file, line, column) say why.
    static ProblemList setUserFile(const QString &path);
    // A catalogue file's entries, or the problems that refuse it.
    static std::optional<GpuCatalog> read(const QByteArray &bytes, const QString &file, ProblemList *problems);

    // The one rule for names: upper case without spaces, dashes and underscores, and
    // without the vendor, the module or a memory size ("NVIDIA H200 SXM 141GB" -> "H200").
    static QString key(const QString &name);
    const Gpu *find(const QString &name) const;
    const QList<Gpu> &all() const { return m_gpus; }
    // Where a type sorts: its place in the catalogue; unknown types after every known one.
    int order(const QString &name) const;
    // Dense peak FLOP/s at the recipe's precision: FP8's for an FP8 workload, else BF16's;
    // none when the catalogue does not know it.
    std::optional<double> peakFlops(const QString &name, const QString &precision = {}) const;
    // Model FLOP/s (6 x active parameters x tokens/s per GPU) over the GPU's peak.
    std::optional<double> mfu(double activeParams, double tokensPerSecondPerGpu, const QString &name, const QString &precision = {}) const;
    // What the catalogue's facts depend on (the user's file), for caches of findings.
    const QByteArray &stamp() const { return m_stamp; }

    // This catalogue with another's entries over it: fields an entry gives replace these.
    GpuCatalog with(const GpuCatalog &over) const;

    // A user's catalogue holding more types is refused.
    static constexpr qsizetype MostTypes = 1000;

private:
    static QString keyOf(const QString &name);
    void reindex(); // m_index from the types and their names

    QList<Gpu> m_gpus;
    QHash<QString, qsizetype> m_index; // key() of each name -> its type
    QByteArray m_stamp;
};
