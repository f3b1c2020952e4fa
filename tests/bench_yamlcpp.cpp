// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The floor for loading: yaml-cpp alone parsing every *.yaml under a folder, on every
// core, and nothing else (no schema, no recipe). Prints the number of documents.
//
//   bench_yamlcpp DIR
#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QTextStream>
#include <QtConcurrent>

#include <yaml-cpp/yaml.h>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    QStringList files;
    QDirIterator it(QString::fromLocal8Bit(argv[1]), {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    const auto parsed = QtConcurrent::blockingMappedReduced<int>(
        files,
        [](const QString &path) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return 0;
            const auto bytes = file.readAll();
            try {
                const auto node = YAML::Load(std::string(bytes.constData(), size_t(bytes.size())));
                return node.IsMap() ? 1 : 0;
            } catch (const YAML::Exception &) {
                return 0;
            }
        },
        [](int &total, int one) { total += one; });
    QTextStream(stdout) << parsed << " documents\n";
    return 0;
}
