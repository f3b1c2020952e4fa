// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The document the loader reads is the one yaml-cpp's own node tree would give:
// every node's kind, text, tag, style and position, on every fixture and bundled
// recipe, and on the shapes that only aliases, flow collections and several
// documents make.
#include "recipe/parsedyaml.h"
#include "recipe/yamlstructurecheck.h"
#include "testutils.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <yaml-cpp/yaml.h>

namespace {

QString markText(const YAML::Mark &mark)
{
    return QStringLiteral("@%1:%2:%3").arg(mark.line).arg(mark.column).arg(mark.pos);
}

// yaml-cpp's mark with its column counted in characters, as ParsedYaml counts it (yaml-cpp counts bytes).
YAML::Mark inCharacters(YAML::Mark mark, const std::string &text)
{
    // Its positions start after a byte-order mark.
    const size_t bom = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    if (mark.pos >= mark.column && bom + size_t(mark.pos) <= text.size())
        mark.column = int(QString::fromUtf8(text.data() + bom + mark.pos - mark.column, mark.column).size());
    return mark;
}

// One line a node, in document order: "path kind@line:column:pos tag style text".
void dump(const YAML::Node &node, const QString &path, QStringList &lines, const std::string &text)
{
    static const char *const kinds[] = {"undefined", "null", "scalar", "list", "map"};
    QString line = path + u' ' + QLatin1String(kinds[int(node.Type())]) + markText(inCharacters(node.Mark(), text)) + u' '
        + QString::fromStdString(node.Tag());
    if (node.IsMap() || node.IsSequence())
        line += node.Style() == YAML::EmitterStyle::Flow ? QStringLiteral(" flow") : QStringLiteral(" block");
    if (node.IsScalar())
        line += u' ' + QString::fromStdString(node.Scalar());
    lines << line;
    int i = 0;
    for (const auto &child : node) {
        if (node.IsMap()) {
            dump(child.first, path + QStringLiteral("/key%1").arg(i), lines, text);
            dump(child.second, path + QStringLiteral("/value%1").arg(i), lines, text);
        } else {
            dump(child, path + QStringLiteral("/%1").arg(i), lines, text);
        }
        ++i;
    }
}

void dump(const ParsedYaml &document, int node, const QString &path, QStringList &lines)
{
    static const char *const kinds[] = {"null", "scalar", "list", "map"};
    QString line = path + u' ' + QLatin1String(kinds[int(document.type(node))]) + markText(document.mark(node)) + u' '
        + QString::fromStdString(std::string(document.tag(node)));
    if (document.isMap(node) || document.isSequence(node))
        line += document.isFlow(node) ? QStringLiteral(" flow") : QStringLiteral(" block");
    if (document.isScalar(node))
        line += u' ' + QString::fromStdString(std::string(document.scalar(node)));
    lines << line;
    for (int i = 0; i < document.size(node); ++i) {
        if (document.isMap(node)) {
            dump(document, document.key(node, i), path + QStringLiteral("/key%1").arg(i), lines);
            dump(document, document.value(node, i), path + QStringLiteral("/value%1").arg(i), lines);
        } else {
            dump(document, document.item(node, i), path + QStringLiteral("/%1").arg(i), lines);
        }
    }
}

QString yamlCppDump(const std::string &text)
{
    QStringList lines;
    dump(YAML::Load(text), QStringLiteral("/"), lines, text);
    return lines.join(u'\n');
}

QString parsedDump(const ParsedYaml &document)
{
    QStringList lines;
    if (document.root() == ParsedYaml::None)
        return QStringLiteral("/ null@-1:-1:-1 ");
    dump(document, document.root(), QStringLiteral("/"), lines);
    return lines.join(u'\n');
}

} // namespace

class TestParsedYaml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameAsNodeTree_data();
    void sameAsNodeTree();
    void aliasIsItsAnchor();
    void duplicateKeys_data();
    void duplicateKeys();
    void secondDocument_data();
    void secondDocument();
    void find();
    void toNode();
};

void TestParsedYaml::sameAsNodeTree_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addRow("empty") << QByteArray();
    QTest::addRow("comment only") << QByteArray("# nothing here\n");
    QTest::addRow("scalar") << QByteArray("just text\n");
    QTest::addRow("nulls") << QByteArray("a:\nb: ~\nc: null\nd: 'null'\n");
    QTest::addRow("tags and quotes") << QByteArray("a: !!str 5\nb: '5'\nc: \"5\"\nd: !custom x\ne: 5\n");
    QTest::addRow("flow") << QByteArray("a: {b: 1, c: [1, 2, {d: e}]}\nf: []\n");
    QTest::addRow("block scalars") << QByteArray("a: |\n  one\n  two\nb: >-\n  three\n  four\n");
    QTest::addRow("aliases") << QByteArray("a: &x {b: 1}\nc: *x\nd: &y 7\ne: [*y, *x]\n");
    QTest::addRow("explicit keys") << QByteArray("? a\n: 1\n? [b, c]\n: 2\n");
    QTest::addRow("byte-order mark") << QByteArray("\xEF\xBB\xBFmodel: m\n");
    // Every file the tests read, good and bad, and the bundled recipes.
    for (const auto &folder :
         {QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data"), QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes")}) {
        QDirIterator files(folder, {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const auto path = files.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QTest::addRow("%s", qPrintable(path.mid(int(qstrlen(RECIPE_EXPLORER_SOURCE_DIR)) + 1))) << file.readAll();
        }
    }
}

void TestParsedYaml::sameAsNodeTree()
{
    QFETCH(QByteArray, text);
    const auto input = text.toStdString();
    std::optional<ParsedYaml> parsed;
    QString parseError;
    try {
        parsed = ParsedYaml::parse(input);
    } catch (const YAML::Exception &e) {
        parseError = QString::fromStdString(e.what());
    }
    QString loadError;
    try {
        YAML::Load(input);
    } catch (const YAML::Exception &e) {
        loadError = QString::fromStdString(e.what());
    }
    // The same faults, at the same place.
    QCOMPARE(parseError, loadError);
    if (!parsed)
        return;
    // Aliases that expand without end are refused before anything walks the tree;
    // the node tree's walk below would not end either.
    YamlStructureCheck check(QString(), 0);
    if (!check.check(*parsed))
        return;
    QCOMPARE(parsedDump(*parsed), yamlCppDump(input));
}

void TestParsedYaml::aliasIsItsAnchor()
{
    const auto document = ParsedYaml::parse("a: &x {b: 1}\nc: *x\nd: &self [1, *self]\n");
    const int root = document.root();
    QCOMPARE(document.size(root), 3);
    // The alias is the anchored node itself, as in yaml-cpp's node tree.
    QCOMPARE(document.find(root, "c"), document.find(root, "a"));
    QVERIFY(document.find(root, "c") != ParsedYaml::None);
    // A list that holds itself: its second item is the list.
    const int self = document.find(root, "d");
    QCOMPARE(document.item(self, 1), self);
    YamlStructureCheck check(QStringLiteral("f.yaml"), 0);
    QVERIFY(!check.check(document));
    QCOMPARE(check.problems().value(0).message, QStringLiteral("alias refers to a node that contains it ('d[1]')"));
}

void TestParsedYaml::duplicateKeys_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addRow("top level") << QByteArray("a: 1\nb: 2\na: 3\n") << QStringLiteral("duplicate key 'a' (first defined at line 1)") << 3
                               << 1;
    // Twenty keys: past the few compared one by one.
    QByteArray many = "list:\n  - x: 0\n    big:\n";
    for (int i = 0; i < 20; ++i)
        many += "      k" + QByteArray::number(i) + ": " + QByteArray::number(i) + "\n";
    QTest::addRow("many keys, in a list") << many + "      k7: again\n"
                                          << QStringLiteral("duplicate key 'list[0].big.k7' (first defined at line 11)") << 24 << 7;
    QTest::addRow("many keys, none twice") << many << QString() << 0 << 0;
    QTest::addRow("same text, other mappings") << QByteArray("a: {k: 1}\nb: {k: 2}\n") << QString() << 0 << 0;
}

void TestParsedYaml::duplicateKeys()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    YamlStructureCheck check(QStringLiteral("f.yaml"), 0);
    QCOMPARE(check.check(ParsedYaml::parse(text.toStdString())), message.isEmpty());
    if (message.isEmpty())
        return;
    QCOMPARE(check.problems().size(), 1);
    const auto &problem = check.problems().first();
    QCOMPARE(problem.message, message);
    QTEST(problem.line, "line");
    QTEST(problem.column, "column");
}

void TestParsedYaml::secondDocument_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line"); // 0-based; -1: none
    QTest::addColumn<int>("column");
    QTest::addRow("one") << QByteArray("a: 1\n") << -1 << -1;
    QTest::addRow("one, marked") << QByteArray("---\na: 1\n...\n") << -1 << -1;
    QTest::addRow("two") << QByteArray("a: 1\n---\nb: 2\n") << 2 << 0;
    // A flow collection ends its document: what follows is a second one.
    QTest::addRow("after a flow mapping") << QByteArray("{a: 1}\n[2]\n") << 1 << 0;
    QTest::addRow("two, second on the marker line") << QByteArray("a: 1\n--- b\n") << 1 << 4;
    QTest::addRow("two, after an end marker") << QByteArray("a: 1\n...\nb: 2\n") << 2 << 0;
    QTest::addRow("two, both marked") << QByteArray("--- a\n---\nb\n") << 2 << 0;
    QTest::addRow("two, the second an empty one at the end") << QByteArray("a: 1\n---") << 1 << 0;
    QTest::addRow("markers inside lines only") << QByteArray("a: '---'\nb: x ...\n") << -1 << -1;
}

void TestParsedYaml::secondDocument()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    std::optional<ParsedYaml> document;
    try {
        document = ParsedYaml::parse(text.toStdString());
    } catch (const YAML::Exception &) {
        QVERIFY(line < 0); // a stream yaml-cpp refuses holds no second document
        return;
    }
    const auto &second = document->secondDocument();
    QCOMPARE(second.has_value(), line >= 0);
    if (second) {
        QCOMPARE(second->line, line);
        QCOMPARE(second->column, column);
    }
}

void TestParsedYaml::find()
{
    const auto document = ParsedYaml::parse("gpu:\n  type: H100\n  count: 8\n'quoted': yes\n[a]: list key\n");
    const int root = document.root();
    const int gpu = document.find(root, "gpu");
    QCOMPARE(document.scalar(document.find(gpu, "count")), std::string_view("8"));
    QCOMPARE(document.tag(document.find(gpu, "count")), std::string_view("?"));
    QCOMPARE(document.scalar(document.find(root, "quoted")), std::string_view("yes"));
    QCOMPARE(document.find(root, "missing"), ParsedYaml::None);
    QCOMPARE(document.find(gpu, "type") == ParsedYaml::None, false);
    // Not a mapping, or a key that is not text: nothing.
    QCOMPARE(document.find(document.find(gpu, "type"), "x"), ParsedYaml::None);
    QCOMPARE(document.find(root, "[a]"), ParsedYaml::None);
    QCOMPARE(document.size(ParsedYaml::None), 0);
    QCOMPARE(document.scalar(ParsedYaml::None), std::string_view());
}

void TestParsedYaml::toNode()
{
    const std::string text = "a: &x [1, 'two', {b: ~}]\nc: *x\nd: !!str 3\n";
    const auto document = ParsedYaml::parse(text);
    // Written back out, the node says what yaml-cpp's own tree says, shared alias included.
    QCOMPARE(QString::fromStdString(YAML::Dump(document.toNode(document.root()))), QString::fromStdString(YAML::Dump(YAML::Load(text))));
}

QTEST_GUILESS_MAIN(TestParsedYaml)
#include "tst_parsedyaml.moc"
