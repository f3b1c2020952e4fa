// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The floor for loading: yaml-cpp alone parsing every *.yaml under a folder, on every
// core, and nothing else (no schema, no recipe). Prints the number of documents.
// With --events only yaml-cpp's parser runs, handing its events to a handler that
// keeps nothing: the floor of any use of the library, without its node tree.
//
//   bench_yamlcpp [--events] DIR
#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QTextStream>
#include <QtConcurrent>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include <sstream>

namespace {
// Counts what a document's top level holds, as the node tree's check does.
class TopLevel : public YAML::EventHandler
{
public:
    bool isMap = false;
    void OnDocumentStart(const YAML::Mark &) override { }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark &, YAML::anchor_t) override { }
    void OnAlias(const YAML::Mark &, YAML::anchor_t) override { }
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t, const std::string &) override { }
    void OnSequenceStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override { ++m_depth; }
    void OnSequenceEnd() override { --m_depth; }
    void OnMapStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        isMap = isMap || m_depth == 0;
        ++m_depth;
    }
    void OnMapEnd() override { --m_depth; }

private:
    int m_depth = 0;
};
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    auto arguments = app.arguments().mid(1);
    const bool events = arguments.removeAll(QStringLiteral("--events")) > 0;
    if (arguments.isEmpty())
        return 2;
    QStringList files;
    QDirIterator it(arguments.first(), {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    const auto parsed = QtConcurrent::blockingMappedReduced<int>(
        files,
        [events](const QString &path) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return 0;
            const auto bytes = file.readAll();
            try {
                if (events) {
                    std::istringstream in(std::string(bytes.constData(), size_t(bytes.size())));
                    YAML::Parser parser(in);
                    TopLevel top;
                    parser.HandleNextDocument(top);
                    return top.isMap ? 1 : 0;
                }
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
