// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes N realistic recipes for the benchmarks (tests/benchcorpus.h).
//
//   bench_generate N DIR [SEED]
#include "benchcorpus.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    if (argc < 3) {
        err << "usage: bench_generate N DIR [SEED]\n";
        return 2;
    }
    QString error;
    if (!BenchCorpus::write(QString::fromLocal8Bit(argv[1]).toInt(), QDir(QString::fromLocal8Bit(argv[2])),
                            argc > 3 ? QString::fromLocal8Bit(argv[3]).toUInt() : 1, &error)) {
        err << "bench_generate: " << error << '\n';
        return 2;
    }
    return 0;
}
