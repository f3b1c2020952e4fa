// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The edit engine on YAML nobody here wrote: the official YAML test suite's valid
// single-document mappings (tests/yaml-test-suite). Every scalar at depth 1 to 3 is
// set to a few values, every mapping down to depth 2 gets a new key, every member at
// depth 1 to 3 is removed; each result is read with yaml-cpp's own loader and must
// mean the original with exactly that change, or the edit must be refused with the
// file untouched. No edit may read back otherwise.
#include "recipe/recipedocument.h"
#include "recipe/recipeedit.h"
#include "recipe/recipeeditplanner.h"
#include "yamlsuiteoracle.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace YamlSuiteOracle;

namespace {

struct Case
{
    QString name;
    QByteArray bytes;
    YAML::Node root;
};

QList<Case> suiteMappings()
{
    QList<Case> cases;
    const QDir folder(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/yaml-test-suite"));
    for (const auto &name : folder.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        QFile file(folder.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const auto bytes = file.readAll();
        const auto documents = load(bytes.toStdString());
        if (documents && documents->size() == 1 && documents->front().IsMap())
            cases.append({name, bytes, documents->front()});
    }
    return cases;
}

YamlPath toYamlPath(const Path &path)
{
    QList<YamlPath::Segment> segments;
    for (const auto &segment : path) {
        if (std::holds_alternative<int>(segment))
            segments << std::get<int>(segment);
        else
            segments << QString::fromStdString(std::get<std::string>(segment));
    }
    return YamlPath(segments);
}

// Every path from the root to a member at depth 1 to maxDepth whose key is a string
// that names it alone (a key appearing twice cannot be addressed).
void collectPaths(const YAML::Node &node, Path &at, int maxDepth, std::vector<std::pair<Path, YAML::Node>> &out)
{
    if (int(at.size()) >= maxDepth)
        return;
    const auto all = members(node);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const auto &member = all[i];
        if (member.key) {
            if (!isStringKey(member.key))
                continue;
            int same = 0;
            for (const auto &other : all)
                same += other.key.IsScalar() && other.key.Scalar() == member.key.Scalar();
            if (same != 1)
                continue;
            at.push_back(member.key.Scalar());
        } else {
            at.push_back(int(i));
        }
        out.emplace_back(at, member.value);
        collectPaths(member.value, at, maxDepth, out);
        at.pop_back();
    }
}

std::vector<std::pair<Path, YAML::Node>> pathsIn(const YAML::Node &root, int maxDepth)
{
    std::vector<std::pair<Path, YAML::Node>> paths;
    Path at;
    collectPaths(root, at, maxDepth, paths);
    return paths;
}

struct Tally
{
    int asked = 0;
    int exact = 0;
    int shared = 0; // refused unless aliases are followed, then judged followed
    QStringList refused;
    QStringList silent;
};

// The edit as yaml-cpp's own model has it, where an alias is the very node it names:
// applied to a fresh load, it changes every place that reads the node.
using Mutation = std::function<void(YAML::Node &root)>;

QString sharedDifference(const Case &c, const QByteArray &bytes, const Mutation &mutation)
{
    auto expected = YAML::Load(c.bytes.toStdString());
    mutation(expected);
    const auto after = load(bytes.toStdString());
    if (!after || after->size() != 1)
        return QStringLiteral("no longer one document");
    return difference(expected, after->front());
}

void judge(Tally &tally, const Case &c, const RecipeEdit &edit, const Path &at, const Check &check, const Mutation &shared)
{
    ++tally.asked;
    const auto document = RecipeDocument::parse(c.bytes);
    if (!document) {
        tally.refused << QStringLiteral("%1: the engine does not read the file").arg(c.name);
        return;
    }
    auto result = edit.applyTo(*document);
    bool followed = false;
    if (!result.ok && !result.sharedWith.isEmpty()) {
        // Refused because other places read the node, and the refusal names them; with
        // aliases followed, each of them changes with it.
        ++tally.shared;
        result = edit.followingAliases().applyTo(*document);
        followed = true;
    }
    if (!result.ok) {
        tally.refused << QStringLiteral("%1: %2").arg(c.name, result.error);
        // YAML_SUITE_VERBOSE=bytes: what the refused edit would have written.
        if (qgetenv("YAML_SUITE_VERBOSE") == "bytes")
            if (const auto plan = RecipeEditPlanner(edit, *document).plan())
                tally.refused.last() += u'\n' + QString::fromUtf8(plan->splice.applyTo(c.bytes));
        return;
    }
    QString why;
    if (followed) {
        why = sharedDifference(c, result.bytes, shared);
    } else {
        const auto after = load(result.bytes.toStdString());
        why =
            !after || after->size() != 1 ? QStringLiteral("no longer one document") : differenceAlong(c.root, after->front(), at, 0, check);
    }
    if (!why.isEmpty())
        tally.silent
            << QStringLiteral("%1: %2 (at %3): %4\n%5").arg(c.name, edit.describe(), show(at), why, QString::fromUtf8(result.bytes));
    else
        ++tally.exact;
}

void report(const Tally &tally, const char *what)
{
    qInfo("%s: %d edits, %d exact (%d of them shared through aliases, refused until followed), %d refused, %d silently different", what,
          tally.asked, tally.exact, tally.shared, int(tally.refused.size()), int(tally.silent.size()));
    if (qEnvironmentVariableIsSet("YAML_SUITE_VERBOSE"))
        for (const auto &line : tally.refused)
            qInfo("refused %s", qPrintable(line));
    for (const auto &line : tally.silent.mid(0, 20))
        qWarning("silent %s", qPrintable(line));
}

} // namespace

class TestYamlSuiteEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void setScalars();
    void insertKeys();
    void removeMembers();

private:
    static void expectAllExact(const Tally &tally, int refusedPercentBelow);
    QList<Case> m_cases;
};

void TestYamlSuiteEdits::initTestCase()
{
    m_cases = suiteMappings();
    qInfo("%d of the suite's valid cases are one document holding a mapping", int(m_cases.size()));
    // The suite's data branch holds well over a hundred valid single-document mappings.
    QVERIFY2(m_cases.size() > 100, qPrintable(QString::number(m_cases.size())));
}

// No edit reads back otherwise than asked. Refusals (each naming its reason; see them with
// YAML_SUITE_VERBOSE=1) stay under a tenth of the edits of each kind.
void TestYamlSuiteEdits::expectAllExact(const Tally &tally, int refusedPercentBelow)
{
    QVERIFY(tally.asked > 0);
    QVERIFY2(tally.silent.isEmpty(), qPrintable(tally.silent.value(0)));
    QVERIFY2(tally.refused.size() * 100 < tally.asked * refusedPercentBelow,
             qPrintable(QStringLiteral("%1 of %2 refused").arg(tally.refused.size()).arg(tally.asked)));
}

void TestYamlSuiteEdits::setScalars()
{
    const std::vector<std::string> values = {"edited", "123", "a: b # c", "line one\nline two\n", ""};
    Tally tally;
    for (const auto &c : m_cases) {
        for (const auto &[path, node] : pathsIn(c.root, 3)) {
            if (!node.IsScalar())
                continue;
            for (const auto &value : values) {
                const auto edit = RecipeEdit::set(toYamlPath(path), YamlScalar::string(QString::fromStdString(value)));
                const auto shared = [path, value](YAML::Node &root) {
                    auto node = nodeAt(root, path);
                    node = value;
                    node.SetTag("!");
                };
                judge(
                    tally, c, edit, path,
                    [value](const YAML::Node &, const YAML::Node &after, const QString &where) -> QString {
                        return isString(after, value) ? QString()
                                                      : where
                                + QStringLiteral(": reads \"%1\" (tag %2)")
                                      .arg(QString::fromStdString(after.IsScalar() ? after.Scalar() : "<collection>"),
                                           QString::fromStdString(after.Tag()));
                    },
                    shared);
            }
        }
    }
    report(tally, "set");
    expectAllExact(tally, 10);
}

void TestYamlSuiteEdits::insertKeys()
{
    Tally tally;
    const std::string key = "added key";
    const std::string value = "new value";
    for (const auto &c : m_cases) {
        std::vector<std::pair<Path, YAML::Node>> paths{{Path{}, c.root}};
        Path at;
        collectPaths(c.root, at, 2, paths);
        for (const auto &[path, node] : paths) {
            if (!node.IsMap() || node[key])
                continue;
            auto keyPath = path;
            keyPath.push_back(key);
            const auto edit = RecipeEdit::insert(toYamlPath(keyPath), YamlTree::of(YamlScalar::string(QString::fromStdString(value))));
            const auto shared = [&, path](YAML::Node &root) {
                auto parent = nodeAt(root, path);
                parent[key] = value;
                parent[key].SetTag("!");
            };
            judge(
                tally, c, edit, path,
                [&](const YAML::Node &before, const YAML::Node &after, const QString &where) -> QString {
                    if (!after.IsMap() || after.size() != before.size() + 1 || !after[key] || !isString(after[key], value))
                        return where + QStringLiteral(": the new key is not there as asked");
                    // The members before, in their order, around the new one.
                    auto rest = YAML::Node(YAML::NodeType::Map);
                    for (auto it = after.begin(); it != after.end(); ++it)
                        if (!(it->first.IsScalar() && it->first.Scalar() == key))
                            rest.force_insert(it->first, it->second);
                    rest.SetTag(after.Tag());
                    return difference(before, rest, where);
                },
                shared);
        }
    }
    report(tally, "insert");
    expectAllExact(tally, 10);
}

void TestYamlSuiteEdits::removeMembers()
{
    Tally tally;
    for (const auto &c : m_cases) {
        for (const auto &[path, node] : pathsIn(c.root, 3)) {
            const auto parentPath = Path(path.begin(), path.end() - 1);
            const auto removed = path.back();
            const auto shared = [parentPath, removed](YAML::Node &root) {
                auto parent = nodeAt(root, parentPath);
                if (std::holds_alternative<int>(removed))
                    parent.remove(std::get<int>(removed));
                else
                    parent.remove(std::get<std::string>(removed));
            };
            judge(
                tally, c, RecipeEdit::remove(toYamlPath(path)), parentPath,
                [removed](const YAML::Node &before, const YAML::Node &after, const QString &where) -> QString {
                    auto rest = YAML::Node(before.IsMap() ? YAML::NodeType::Map : YAML::NodeType::Sequence);
                    const auto all = members(before);
                    for (std::size_t i = 0; i < all.size(); ++i) {
                        if (matches(all[i], removed, int(i)))
                            continue;
                        if (before.IsMap())
                            rest.force_insert(all[i].key, all[i].value);
                        else
                            rest.push_back(all[i].value);
                    }
                    rest.SetTag(before.Tag());
                    // A collection left empty may be written {} or [] in flow style.
                    return difference(rest, after, where);
                },
                shared);
        }
    }
    report(tally, "remove");
    expectAllExact(tally, 10);
}

QTEST_GUILESS_MAIN(TestYamlSuiteEdits)
#include "tst_yamlsuiteedits.moc"
