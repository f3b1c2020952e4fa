// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The benchmarks' corpus: the bundled recipes, each copy with its own model (one of
// 40), GPU type, GPU count (and dp with it) and figures (tokens/s per GPU scaled,
// $ / 1M tokens and MFU with it). The same seed gives the same files. Used by
// bench_generate (packaging/bench/run) and bench_loading.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <functional>
#include <random>

namespace BenchCorpus {

// Replaces the number of the first line that matches, as the function says.
inline void scale(QByteArray &bytes, const char *pattern, const std::function<QByteArray(double)> &write)
{
    const QRegularExpression line(QString::fromLatin1(pattern), QRegularExpression::MultilineOption);
    const auto text = QString::fromUtf8(bytes);
    const auto match = line.match(text);
    if (!match.hasMatch())
        return;
    const auto value = write(match.captured(2).toDouble());
    const auto prefix = match.captured(1).toUtf8();
    const auto start = text.left(match.capturedStart()).toUtf8().size();
    const auto length = match.captured(0).toUtf8().size();
    bytes.replace(start, length, QByteArray(prefix + value));
}

// Writes count recipes under target; false, and why, when a file cannot be read or written.
inline bool write(int count, const QDir &target, unsigned seed, QString *error)
{
    std::mt19937 random(seed);
    QList<QByteArray> sources;
    QDirIterator it(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes"), {QStringLiteral("*.yaml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read %1").arg(file.fileName());
            return false;
        }
        sources << file.readAll();
    }
    std::sort(sources.begin(), sources.end()); // the same order on every machine
    const QList<QByteArray> gpus = {"H100", "H200", "B200", "GB200", "MI300X", "MI355X"};
    for (int i = 0; i < count; ++i) {
        auto bytes = sources.at(int(random() % sources.size()));
        const int model = int(random() % 40);
        const auto gpu = gpus.at(int(random() % gpus.size()));
        const int times = 1 << (random() % 4);                       // more GPUs, more dp
        const double factor = 0.7 + double(random() % 600) / 1000.0; // 0.7 to 1.3
        scale(bytes, "^(model: )(.*)$", [&](double) { return "Bench-" + QByteArray::number(model) + "-B"; });
        scale(bytes, "^(  type: )(.*)$", [&](double) { return gpu; });
        scale(bytes, "^(  count: )(\\d+)$", [&](double v) { return QByteArray::number(qint64(v) * times); });
        scale(bytes, "^(  dp: )(\\d+)$", [&](double v) { return QByteArray::number(qint64(v) * times); });
        scale(bytes, "^(  tokens_per_s_per_gpu: )([0-9.]+)$", [&](double v) { return QByteArray::number(v * factor, 'f', 2); });
        scale(bytes, "^(  usd_per_million_tokens: )([0-9.]+)$", [&](double v) { return QByteArray::number(v / factor, 'f', 2); });
        scale(bytes, "^(  mfu: )([0-9.]+)$", [&](double v) { return QByteArray::number(std::min(0.99, v * factor), 'f', 4); });
        const auto folder = QStringLiteral("bench-%1-b/%2").arg(model).arg(QString::fromLatin1(gpu.toLower()));
        QFile file(target.filePath(folder + QStringLiteral("/recipe-%1.yaml").arg(i, 5, 10, QLatin1Char('0'))));
        if (!target.mkpath(folder) || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            *error = QStringLiteral("cannot write %1").arg(file.fileName());
            return false;
        }
    }
    return true;
}

} // namespace BenchCorpus
