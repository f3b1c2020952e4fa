// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The in-place edit engine: each edit changes the bytes of the edited value and
// nothing else, reads back as set, and a refused edit leaves the bytes alone.
#include "recipe/recipedocument.h"
#include "recipe/recipeedit.h"
#include "recipe/recipeschema.h"
#include "testutils.h"

#include <QDirIterator>
#include <QRandomGenerator>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

namespace {

RecipeDocument document(const QByteArray &bytes)
{
    QString error;
    auto parsed = RecipeDocument::parse(bytes, &error);
    if (!parsed)
        qFatal("a test document does not parse: %s", qPrintable(error));
    return *parsed;
}

YamlPath path(const QString &text)
{
    return YamlPath::parse(text).value();
}

// Every scalar (null included) of a node, with its path.
void scalars(const RecipeDocument::Node &node, const YamlPath &at, QList<std::pair<YamlPath, const RecipeDocument::Node *>> &out)
{
    using Kind = RecipeDocument::Node::Kind;
    if (node.kind == Kind::Scalar) {
        out.append({at, &node});
        return;
    }
    for (qsizetype i = 0; i < node.children.size(); ++i)
        scalars(node.children[i], node.kind == Kind::Map ? at.child(node.children[i].key) : at.child(int(i)), out);
}

// A new value of the schema's type for a scalar, unlike the one it has.
std::optional<YamlScalar::Value> newValue(const YamlPath &at, const YamlScalar::Value &old)
{
    const auto &schema = RecipeSchema::instance();
    const auto types = schema.types(at);
    const auto allowed = schema.allowedValues(at.schemaPath());
    if (!allowed.isEmpty()) {
        for (const auto &value : allowed)
            if (value != old.text)
                return YamlScalar::string(value);
        return std::nullopt;
    }
    if (schema.isDate(at))
        return YamlScalar::string(old.text == QLatin1String("2026-12-01") ? QStringLiteral("2026-12-02") : QStringLiteral("2026-12-01"));
    if (old.type == YamlScalar::Type::Bool)
        return YamlScalar::boolean(old.text != QLatin1String("true"));
    if (old.type == YamlScalar::Type::Number && types.contains(QLatin1String("integer")))
        return YamlScalar::integer(old.text.toLongLong() + 7);
    if (old.type == YamlScalar::Type::Number)
        return YamlScalar::number(old.text.toDouble() * 1.5 + 0.25);
    if (old.type == YamlScalar::Type::String)
        return YamlScalar::string(old.text.left(20) + QStringLiteral(" (edited)"));
    if (types.contains(QLatin1String("string")))
        return YamlScalar::string(QStringLiteral("now set"));
    if (types.contains(QLatin1String("number")) || types.contains(QLatin1String("integer")))
        return YamlScalar::integer(3);
    return std::nullopt;
}

// The bytes outside the lines from..to are the same in both.
bool onlyLinesChanged(const QByteArray &before, const QByteArray &after, qsizetype lineStart, qsizetype lineEnd)
{
    const auto tail = before.size() - lineEnd;
    return after.left(lineStart) == before.left(lineStart) && after.right(tail) == before.right(tail);
}

} // namespace

class TestRecipeEdit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void paths_data();
    void paths();
    void spans();
    void everyScalarOfEveryRecipe_data();
    void everyScalarOfEveryRecipe();
    void quoting_data();
    void quoting();
    void numbers();
    void keepsLineEndingsAndBom();
    void blockScalar();
    void insertInSchemaOrder();
    void nullBecomesMapping();
    void listItems();
    void mapEntries();
    void emptyItemsMove();
    void refusedEditLeavesBytes();
    void placePastTheEndRefused();
    void explicitKeysWithoutValues();
    void undoBySplice();
    void randomEdits();
    void checkRefusesOtherMeanings_data();
    void checkRefusesOtherMeanings();
    void blocksSayTheTextExactly_data();
    void blocksSayTheTextExactly();
    void tagsAndAliases_data();
    void tagsAndAliases();
    void sharedValuesFollowed();
    void blockTagDropped();
    void collectionKeys();
    void blockEndsInSpaces();
    void commentsBesideValuesStay();
    void notUtf8Refused();
};

void TestRecipeEdit::paths_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::addColumn<int>("segments");
    QTest::addRow("dotted") << "result.tokens_per_s_per_gpu" << "result.tokens_per_s_per_gpu" << 2;
    QTest::addRow("index") << "correctness.component_tests[0].result" << "correctness.component_tests[0].result" << 4;
    QTest::addRow("env") << "env.NCCL_NVLS_ENABLE" << "env.NCCL_NVLS_ENABLE" << 2;
    QTest::addRow("dots in a key") << "env[\"KEY.WITH.DOTS\"]" << "env[\"KEY.WITH.DOTS\"]" << 2;
    QTest::addRow("bad") << "layout..tp" << "" << 0;
    QTest::addRow("unclosed") << "a[1" << "" << 0;
}

void TestRecipeEdit::paths()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    QFETCH(int, segments);
    QString error;
    const auto parsed = YamlPath::parse(text, &error);
    if (!segments) {
        QVERIFY(!parsed);
        QVERIFY(error.startsWith(QLatin1String("bad path")));
        return;
    }
    QVERIFY2(parsed, qPrintable(error));
    QCOMPARE(parsed->size(), segments);
    QCOMPARE(parsed->toString(), written);
}

void TestRecipeEdit::spans()
{
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const auto doc = document(bytes);
    auto text = [&](const QString &p) {
        const auto *node = doc.find(path(p));
        return node ? QString::fromUtf8(bytes.mid(node->start, node->end - node->start)) : QStringLiteral("<none>");
    };
    QCOMPARE(text(QStringLiteral("result.tokens_per_s_per_gpu")), QStringLiteral("2200.16"));
    QCOMPARE(text(QStringLiteral("stack.cuda")), QStringLiteral("'12.9'"));
    // Plain and single-quoted scalars over several lines end at their last line.
    QVERIFY(text(QStringLiteral("stack.megatron_lm")).endsWith(QLatin1String("\n    gate at TP above the query-group count")));
    QVERIFY(text(QStringLiteral("stack.source")).endsWith(QLatin1String("NCCL from the measured run''s log'")));
    QCOMPARE(text(QStringLiteral("result.window[1]")), QStringLiteral("19"));
    QCOMPARE(text(QStringLiteral("layout.recompute")), QStringLiteral("null"));
    QVERIFY(text(QStringLiteral("run")).startsWith(QLatin1String("|")));
    QCOMPARE(doc.find(path(QStringLiteral("layout.tp")))->value, YamlScalar::integer(4));
    QCOMPARE(doc.find(path(QStringLiteral("stack.cuda")))->value, YamlScalar::string(QStringLiteral("12.9")));
    // The same bytes as a recipe.
    const auto recipe = doc.recipe(QStringLiteral("qwen3-32b.yaml")).recipe;
    QVERIFY(recipe);
    QCOMPARE(recipe->layout().tp, 4);
    QCOMPARE(recipe->tokensPerSecondPerGpu(), 2200.16);
}

void TestRecipeEdit::everyScalarOfEveryRecipe_data()
{
    QTest::addColumn<QString>("file");
    for (const auto &file : TestUtils::bundledFiles())
        QTest::addRow("%s", qPrintable(QDir(TestUtils::bundledFolder()).relativeFilePath(file))) << file;
}

void TestRecipeEdit::everyScalarOfEveryRecipe()
{
    QFETCH(QString, file);
    const auto bytes = TestUtils::readFile(file);
    const auto doc = document(bytes);
    QList<std::pair<YamlPath, const RecipeDocument::Node *>> all;
    scalars(doc.root(), {}, all);
    QVERIFY(all.size() > 80);
    int edited = 0;
    for (const auto &[at, node] : all) {
        const auto value = newValue(at, node->value);
        if (!value)
            continue;
        const auto result = RecipeEdit::set(at, *value).applyTo(doc);
        QVERIFY2(result.ok, qPrintable(result.error));
        // Exactly the lines of the value change: one line for a one-line value.
        const auto from = doc.lineStart(node->start);
        const auto to = node->end > node->start ? doc.nextLineStart(node->end - 1) : doc.nextLineStart(node->start);
        QVERIFY2(onlyLinesChanged(bytes, result.bytes, from, to), qPrintable(at.toString()));
        if (!bytes.mid(from, to - from).trimmed().contains('\n'))
            QCOMPARE(result.bytes.count('\n'), bytes.count('\n'));
        // It reads back as set, and every other value as it was.
        const auto after = document(result.bytes);
        QCOMPARE(after.find(at)->value, *value);
        auto expected = doc.tree();
        *expected.find(at) = YamlTree::of(*value);
        QCOMPARE(after.tree().dump(), expected.dump());
        ++edited;
    }
    QVERIFY(edited > 80);
}

void TestRecipeEdit::quoting_data()
{
    QTest::addColumn<QString>("at");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("written");
    // Kept styles.
    QTest::addRow("single stays single") << "stack.cuda" << "12.10" << "cuda: '12.10'";
    QTest::addRow("plain stays plain") << "author.name" << "Open Bench" << "name: Open Bench";
    // Text that would read as another type or break the line is quoted.
    QTest::addRow("number-like") << "author.name" << "12.10" << "name: '12.10'";
    QTest::addRow("integer-like") << "author.name" << "1" << "name: '1'";
    QTest::addRow("yes") << "author.name" << "yes" << "name: 'yes'";
    QTest::addRow("null") << "author.name" << "null" << "name: 'null'";
    QTest::addRow("tilde") << "author.name" << "~" << "name: '~'";
    QTest::addRow("date in a text field") << "author.name" << "2026-10-11" << "name: '2026-10-11'";
    QTest::addRow("date in a date field") << "result.measured" << "2026-10-12" << "measured: 2026-10-12";
    QTest::addRow("colon space") << "author.name" << "A: B #1" << "name: 'A: B #1'";
    QTest::addRow("space hash") << "author.name" << "A #1" << "name: 'A #1'";
    QTest::addRow("leading dash") << "author.name" << "-x" << "name: '-x'";
    QTest::addRow("bracket") << "author.name" << "[x]" << "name: '[x]'";
    QTest::addRow("brace") << "author.name" << "{x}" << "name: '{x}'";
    QTest::addRow("star") << "author.name" << "*x" << "name: '*x'";
    QTest::addRow("ampersand") << "author.name" << "&x" << "name: '&x'";
    QTest::addRow("bang") << "author.name" << "!x" << "name: '!x'";
    QTest::addRow("percent") << "author.name" << "%x" << "name: '%x'";
    QTest::addRow("at") << "author.name" << "@x" << "name: '@x'";
    QTest::addRow("quote") << "author.name" << "'x" << "name: '''x'";
    QTest::addRow("double quote") << "author.name" << "\"x" << "name: '\"x'";
    QTest::addRow("leading space") << "author.name" << " x" << "name: ' x'";
    QTest::addRow("trailing space") << "author.name" << "x " << "name: 'x '";
    QTest::addRow("line break") << "author.name" << "a\nb" << "name: \"a\\nb\"";
    QTest::addRow("env text stays text") << "env.CUDA_DEVICE_MAX_CONNECTIONS" << "1" << "CUDA_DEVICE_MAX_CONNECTIONS: '1'";
}

void TestRecipeEdit::quoting()
{
    QFETCH(QString, at);
    QFETCH(QString, value);
    QFETCH(QString, written);
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    auto doc = document(bytes);
    // env values are text in the file: a string stays a string.
    const auto result = RecipeEdit::set(path(at), YamlScalar::string(value)).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY2(result.bytes.contains(written.toUtf8()), result.bytes.mid(result.splice.offset - 40, 120).constData());
    QCOMPARE(document(result.bytes).find(path(at))->value, YamlScalar::string(value));
}

void TestRecipeEdit::numbers()
{
    const auto doc = document(TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"))));
    for (const auto &[value, text] :
         {std::pair(1234.5, "tokens_per_s_per_gpu: 1234.5\n"), std::pair(0.1 + 0.2, "tokens_per_s_per_gpu: 0.30000000000000004\n"),
          std::pair(2300.0, "tokens_per_s_per_gpu: 2300\n"), std::pair(8.4e-05, "tokens_per_s_per_gpu: 8.4e-05\n")}) {
        const auto result = RecipeEdit::set(path(QStringLiteral("result.tokens_per_s_per_gpu")), YamlScalar::number(value)).applyTo(doc);
        QVERIFY2(result.ok, qPrintable(result.error));
        QVERIFY2(result.bytes.contains(text), text);
        QCOMPARE(document(result.bytes).find(path(QStringLiteral("result.tokens_per_s_per_gpu")))->value.text.toDouble(), value);
    }
}

void TestRecipeEdit::keepsLineEndingsAndBom()
{
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")));
    bytes.replace("\n", "\r\n");
    bytes.prepend("\xEF\xBB\xBF");
    const auto doc = document(bytes);
    QVERIFY(doc.hasBom());
    QCOMPARE(doc.lineBreak(), QByteArrayLiteral("\r\n"));
    auto result = RecipeEdit::set(path(QStringLiteral("layout.tp")), YamlScalar::integer(2)).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.startsWith("\xEF\xBB\xBF"));
    QCOMPARE(result.bytes.count("\r\n"), bytes.count("\r\n"));
    QCOMPARE(result.bytes.count('\n'), bytes.count('\n'));
    QVERIFY(result.bytes.contains("  tp: 2\r\n"));
    // Inserted lines end as the file's lines do.
    result =
        RecipeEdit::insert(path(QStringLiteral("env.NEW_VARIABLE")), YamlTree::of(YamlScalar::string(QStringLiteral("on")))).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  NEW_VARIABLE: 'on'\r\n"));
    QCOMPARE(result.bytes.count('\n'), result.bytes.count("\r\n"));
}

void TestRecipeEdit::blockScalar()
{
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const auto doc = document(bytes);
    const auto *run = doc.find(path(QStringLiteral("run")));
    QVERIFY(run);
    QCOMPARE(run->style, YamlScalar::Style::Literal);
    auto text = run->value.text;
    text.replace(QLatin1String("--num-rollout 20"), QLatin1String("--num-rollout 24"));
    text += QStringLiteral("  --extra-flag \\\n\n  --last\n");
    const auto result = RecipeEdit::setBlock(path(QStringLiteral("run")), text).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    // Only lines inside the block change: the header line and everything after stay.
    const auto header = doc.nextLineStart(run->start);
    QCOMPARE(result.bytes.left(header), bytes.left(header));
    QCOMPARE(result.bytes.right(bytes.size() - run->end), bytes.right(bytes.size() - run->end));
    QCOMPARE(document(result.bytes).find(path(QStringLiteral("run")))->value.text, text);
    // Setting it back gives the file back.
    const auto back = RecipeEdit::setBlock(path(QStringLiteral("run")), run->value.text).applyTo(document(result.bytes));
    QVERIFY2(back.ok, qPrintable(back.error));
    QCOMPARE(back.bytes, bytes);
}

void TestRecipeEdit::insertInSchemaOrder()
{
    // Every key of a bundled recipe, removed and inserted again, comes back where it was, byte for byte.
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")));
    const auto doc = document(bytes);
    int checked = 0;
    for (const auto &section : doc.root().children) {
        if (section.kind != RecipeDocument::Node::Kind::Map || section.flow)
            continue;
        for (const auto &entry : section.children) {
            const auto at = YamlPath({section.key, entry.key});
            if (RecipeSchema::instance().keys(YamlPath({section.key})).indexOf(entry.key) < 0
                || entry.kind != RecipeDocument::Node::Kind::Scalar || entry.style != YamlScalar::Style::Plain
                || entry.value.type == YamlScalar::Type::Null || section.children.size() < 2
                || bytes.mid(entry.start, entry.end - entry.start).contains('\n'))
                continue;
            const auto removed = RecipeEdit::remove(at).applyTo(doc);
            QVERIFY2(removed.ok, qPrintable(removed.error));
            QCOMPARE(removed.bytes.count('\n'), bytes.count('\n') - 1);
            const auto inserted = RecipeEdit::insert(at, YamlTree::of(entry.value)).applyTo(document(removed.bytes));
            QVERIFY2(inserted.ok, qPrintable(inserted.error));
            QVERIFY2(inserted.bytes == bytes, qPrintable(at.toString()));
            ++checked;
        }
    }
    QVERIFY(checked > 40);
    // A key the schema does not order goes last.
    const auto result =
        RecipeEdit::insert(path(QStringLiteral("gpu.rack")), YamlTree::of(YamlScalar::string(QStringLiteral("B7")))).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  instance: AWS p5en.48xlarge\n  rack: B7\nauthor:"));
}

void TestRecipeEdit::nullBecomesMapping()
{
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const auto doc = document(bytes);
    QVERIFY(bytes.contains("  recompute: null\n"));
    auto result =
        RecipeEdit::insert(path(QStringLiteral("layout.recompute.granularity")), YamlTree::of(YamlScalar::string(QStringLiteral("full"))))
            .applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  recompute:\n    granularity: full\n  offload: null\n"));
    result = RecipeEdit::insert(path(QStringLiteral("layout.recompute.num_layers")), YamlTree::of(YamlScalar::integer(1)))
                 .applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    result =
        RecipeEdit::insert(path(QStringLiteral("layout.recompute.method")), YamlTree::of(YamlScalar::string(QStringLiteral("uniform"))))
            .applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    // In schema order, whatever order they came in.
    QVERIFY2(result.bytes.contains("  recompute:\n    granularity: full\n    method: uniform\n    num_layers: 1\n  offload: null\n"),
             result.bytes.constData());
    // And back to null.
    result = RecipeEdit::set(path(QStringLiteral("layout.recompute")), YamlScalar::null()).applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, bytes);
    // A whole mapping at once.
    const auto mapping = YamlTree::mapping({{QStringLiteral("granularity"), YamlTree::of(YamlScalar::string(QStringLiteral("selective")))},
                                            {QStringLiteral("method"), YamlTree::of(YamlScalar::string(QStringLiteral("block")))}});
    result = RecipeEdit::insert(path(QStringLiteral("layout.offload.cpu")), mapping).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  offload:\n    cpu:\n      granularity: selective\n      method: block\n  dispatcher: null\n"));
}

void TestRecipeEdit::listItems()
{
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const auto doc = document(bytes);
    // result.window is a block list: add, remove, move items.
    auto result = RecipeEdit::insert(path(QStringLiteral("result.window[2]")), YamlTree::of(YamlScalar::integer(30))).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  window:\n  - 5\n  - 19\n  - 30\n  window_tokens:"));
    result = RecipeEdit::move(path(QStringLiteral("result.window[2]")), 0).applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  window:\n  - 30\n  - 5\n  - 19\n  window_tokens:"));
    result = RecipeEdit::remove(path(QStringLiteral("result.window[0]"))).applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, bytes);
    // A list of mappings: duplicate, move and remove a component test.
    const auto tree = doc.tree();
    const auto test = *tree.find(path(QStringLiteral("correctness.component_tests[0]")));
    result = RecipeEdit::insert(path(QStringLiteral("correctness.component_tests[1]")), test).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    auto after = document(result.bytes);
    QCOMPARE(*after.tree().find(path(QStringLiteral("correctness.component_tests[1]"))), test);
    result = RecipeEdit::set(path(QStringLiteral("correctness.component_tests[1].result")), YamlScalar::string(QStringLiteral("fail")))
                 .applyTo(after);
    QVERIFY2(result.ok, qPrintable(result.error));
    result = RecipeEdit::move(path(QStringLiteral("correctness.component_tests[1]")), 0).applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    after = document(result.bytes);
    QCOMPARE(after.find(path(QStringLiteral("correctness.component_tests[0].result")))->value.text, QStringLiteral("fail"));
    result = RecipeEdit::remove(path(QStringLiteral("correctness.component_tests[0]"))).applyTo(after);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, bytes);
    // A flow list keeps its brackets.
    auto flow = bytes;
    flow.replace("  window:\n  - 5\n  - 19\n", "  window: [5, 19]\n");
    result = RecipeEdit::insert(path(QStringLiteral("result.window[1]")), YamlTree::of(YamlScalar::integer(12))).applyTo(document(flow));
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  window: [5, 12, 19]\n"));
    result = RecipeEdit::set(path(QStringLiteral("result.window[0]")), YamlScalar::integer(6)).applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("  window: [6, 12, 19]\n"));
}

void TestRecipeEdit::mapEntries()
{
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const auto doc = document(bytes);
    const auto env = doc.tree().find(path(QStringLiteral("env")))->entries;
    QVERIFY(env.size() >= 3);
    // Add, rename, move and remove an env variable.
    auto result = RecipeEdit::insert(path(QStringLiteral("env[\"KEY.WITH.DOTS\"]")), YamlTree::of(YamlScalar::string(QStringLiteral("1"))))
                      .applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    auto after = document(result.bytes);
    QCOMPARE(after.tree().find(path(QStringLiteral("env")))->entries.last().first, QStringLiteral("KEY.WITH.DOTS"));
    result = RecipeEdit::rename(path(QStringLiteral("env[\"KEY.WITH.DOTS\"]")), QStringLiteral("NCCL_DEBUG")).applyTo(after);
    QVERIFY2(result.ok, qPrintable(result.error));
    result = RecipeEdit::move(path(QStringLiteral("env.NCCL_DEBUG")), 0).applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    after = document(result.bytes);
    QCOMPARE(after.tree().find(path(QStringLiteral("env")))->entries.first().first, QStringLiteral("NCCL_DEBUG"));
    QCOMPARE(after.find(path(QStringLiteral("env.NCCL_DEBUG")))->value, YamlScalar::string(QStringLiteral("1")));
    result = RecipeEdit::remove(path(QStringLiteral("env.NCCL_DEBUG"))).applyTo(after);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, bytes);
    // Stack entries likewise.
    result = RecipeEdit::move(path(QStringLiteral("stack.cuda")), 0).applyTo(doc);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("stack:\n  cuda: '12.9'\n  framework:"));
    result = RecipeEdit::move(path(QStringLiteral("stack.cuda")), 4).applyTo(document(result.bytes));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, bytes);
}

void TestRecipeEdit::placePastTheEndRefused()
{
    // Found by fuzz_edit: an explicit key ("? key") with no value at the end of the
    // stream, whose empty value the parser places one byte past the end. Setting it
    // planned an insertion there: applied, it appended to the last item; inverted, it
    // did not give the old bytes back. Its place is now right after the key, where a
    // value cannot go without a ':' (the file would read otherwise): the edit is
    // refused and the bytes stay.
    const QByteArray bytes = "- first\n- ? explicit key\n  more\n- 1:4 H";
    const auto doc = document(bytes);
    const auto item = doc.tree().items.at(1);
    QCOMPARE(item.kind, YamlTree::Kind::Map);
    const auto result = RecipeEdit::set(YamlPath().child(1).child(item.entries.first().first), YamlScalar::null()).applyTo(doc);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QLatin1String("would not read back as edited")), qPrintable(result.error));
    QVERIFY(result.bytes.isEmpty());
    QCOMPARE(doc.bytes(), bytes);
}

void TestRecipeEdit::explicitKeysWithoutValues()
{
    // Found by fuzz_edit (a one-second timeout): in a list of explicit keys without
    // values, each key's search for its ':' read to the end of the file, and every
    // entry seemed to end there; moving an item joined the overlapping texts into a
    // document 46 times as large, which took seconds to read. Each key now ends on its
    // own lines, and a move gives the same bytes in another order.
    const QByteArray bytes = "- ? first key\n- ? second\n    key\n- third\n- ? fourth\n";
    const auto doc = document(bytes);
    QCOMPARE(doc.tree().items.size(), 4);
    qsizetype previousEnd = 0;
    for (int i = 0; i < 4; ++i) {
        const auto *item = doc.find(YamlPath().child(i));
        QVERIFY(item);
        QVERIFY2(item->entryStart >= previousEnd && item->entryEnd > item->entryStart, qPrintable(QString::number(i)));
        previousEnd = item->entryEnd;
    }
    const auto *second = doc.find(YamlPath().child(1));
    QCOMPARE(bytes.mid(second->children.first().keyStart, second->children.first().keyEnd - second->children.first().keyStart),
             QByteArray("second\n    key"));
    QCOMPARE(second->children.first().key, QStringLiteral("second key"));
    const auto moved = RecipeEdit::move(YamlPath().child(3), 0).applyTo(doc);
    QVERIFY2(moved.ok, qPrintable(moved.error));
    QCOMPARE(moved.bytes, QByteArray("- ? fourth\n- ? first key\n- ? second\n    key\n- third\n"));
}

void TestRecipeEdit::emptyItemsMove()
{
    // An empty (null) item has no bytes of its own and starts where the next item
    // does; a move among such items moves the one asked for.
    const QByteArray bytes = "- \n- g:\n- \n";
    const auto doc = document(bytes);
    auto moved = RecipeEdit::move(YamlPath().child(1), 0).applyTo(doc);
    QVERIFY2(moved.ok, qPrintable(moved.error));
    QCOMPARE(moved.bytes, QByteArray("- g:\n- \n- \n"));
    QCOMPARE(moved.document->tree().items[0].kind, YamlTree::Kind::Map);
    moved = RecipeEdit::move(YamlPath().child(2), 0).applyTo(doc);
    QVERIFY2(moved.ok, qPrintable(moved.error));
    QCOMPARE(moved.document->tree().items[1].kind, YamlTree::Kind::Scalar);
    QCOMPARE(moved.document->tree().items[2].kind, YamlTree::Kind::Map);
    const auto removed = RecipeEdit::remove(YamlPath().child(1)).applyTo(doc);
    QVERIFY2(removed.ok, qPrintable(removed.error));
    QCOMPARE(removed.bytes, QByteArray("- \n- \n"));
}

void TestRecipeEdit::refusedEditLeavesBytes()
{
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const auto doc = document(bytes);
    const struct
    {
        RecipeEdit edit;
        const char *reason;
    } refused[] = {
        {RecipeEdit::set(path(QStringLiteral("layout")), YamlScalar::string(QStringLiteral("x"))), "is a mapping"},
        {RecipeEdit::set(path(QStringLiteral("layout.nothing")), YamlScalar::integer(1)), "no value at"},
        {RecipeEdit::insert(path(QStringLiteral("layout.tp")), YamlTree::of(YamlScalar::integer(1))), "already there"},
        {RecipeEdit::insert(path(QStringLiteral("result.window[5]")), YamlTree::of(YamlScalar::integer(1))), "insert at 0 to 2"},
        {RecipeEdit::setBlock(path(QStringLiteral("run")), QStringLiteral("  indented first line")), "indentation indicator"},
        {RecipeEdit::rename(path(QStringLiteral("env.CUDA_DEVICE_MAX_CONNECTIONS")), QStringLiteral("PYTORCH_CUDA_ALLOC_CONF")),
         "already has a key"},
        {RecipeEdit::move(path(QStringLiteral("result.window[0]")), 9), "places"},
    };
    // A refusal names the line of the place (its parent's for an insert).
    const auto lineOf = [&](const char *text) { return int(bytes.left(bytes.indexOf(text)).count('\n')) + 1; };
    QCOMPARE(refused[2].edit.applyTo(doc).line, lineOf("\n  tp: ") + 1);
    QCOMPARE(refused[1].edit.applyTo(doc).line, lineOf("\nlayout:") + 1);
    for (const auto &[edit, reason] : refused) {
        const auto result = edit.applyTo(doc);
        QVERIFY2(!result.ok, qPrintable(edit.describe()));
        QVERIFY2(result.error.contains(QLatin1String(reason)), qPrintable(result.error));
        QVERIFY(result.bytes.isEmpty());
        QCOMPARE(doc.bytes(), bytes);
    }
}

void TestRecipeEdit::undoBySplice()
{
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const auto result =
        RecipeEdit::set(path(QStringLiteral("result.tokens_per_s_per_gpu")), YamlScalar::number(2300)).applyTo(document(bytes));
    QVERIFY(result.ok);
    QCOMPARE(result.splice.removed, QByteArrayLiteral("2200.16"));
    QCOMPARE(result.splice.inserted, QByteArrayLiteral("2300"));
    QCOMPARE(result.splice.inverted().applyTo(result.bytes), bytes);
}

namespace {
struct RandomRun
{
    int accepted = 0;
    int refused = 0;
    QStringList failures;
};

// Random paths, random values, awkward strings among them, from one seed.
RandomRun randomRun(quint32 seed, int edits)
{
    static const QStringList awkward = {
        QStringLiteral("12.10"),     QStringLiteral("1"),          QStringLiteral("yes"),     QStringLiteral("null"),
        QStringLiteral("~"),         QStringLiteral("2026-10-11"), QStringLiteral("A: B #1"), QStringLiteral("-x"),
        QStringLiteral("[x"),        QStringLiteral("{y}"),        QStringLiteral("*z"),      QStringLiteral("&a"),
        QStringLiteral("!b"),        QStringLiteral("%c"),         QStringLiteral("@d"),      QStringLiteral("'q"),
        QStringLiteral("\"dq"),      QStringLiteral(" lead"),      QStringLiteral("trail "),  QStringLiteral("a\nb"),
        QStringLiteral("tab\there"), QStringLiteral("ünïcødé ✓"),  QStringLiteral("#hash"),   QStringLiteral("x: "),
        QStringLiteral(""),          QStringLiteral("true"),       QStringLiteral("0x1F"),    QStringLiteral(".inf"),
        QStringLiteral("- item"),    QStringLiteral("a, b]"),
    };
    QRandomGenerator random(seed);
    QList<RecipeDocument> documents;
    for (const auto &file : TestUtils::bundledFiles())
        documents << document(TestUtils::readFile(file));
    RandomRun run;
    for (int i = 0; i < edits; ++i) {
        auto &doc = documents[random.bounded(int(documents.size()))];
        QList<std::pair<YamlPath, const RecipeDocument::Node *>> all;
        scalars(doc.root(), {}, all);
        const auto &[at, node] = all[random.bounded(int(all.size()))];
        YamlScalar::Value value;
        switch (random.bounded(5)) {
        case 0: value = YamlScalar::number(random.generateDouble() * std::pow(10.0, random.bounded(-6, 9))); break;
        case 1: value = YamlScalar::integer(random.bounded(-1000, 1000000)); break;
        case 2: value = YamlScalar::boolean(random.bounded(2)); break;
        case 3: value = node->value.type == YamlScalar::Type::Null ? YamlScalar::string(QStringLiteral("set")) : YamlScalar::null(); break;
        default: value = YamlScalar::string(awkward[random.bounded(int(awkward.size()))]); break;
        }
        const auto result = RecipeEdit::set(at, value).applyTo(doc);
        if (!result.ok) {
            ++run.refused;
            continue;
        }
        // applyTo parsed the new bytes; what they say at the path is the value set. Read
        // again here, they say it too, and every other value as it was.
        auto expected = doc.tree();
        *expected.find(at) = YamlTree::of(value);
        if (!result.document || result.document->bytes() != result.bytes || !result.document->find(at)
            || result.document->find(at)->value != value || document(result.bytes).tree() != expected) {
            run.failures << QStringLiteral("seed %1, edit %2: %3").arg(seed).arg(i).arg(RecipeEdit::set(at, value).describe());
            continue;
        }
        const auto edited = *result.document;
        doc = edited;
        ++run.accepted;
    }
    return run;
}
} // namespace

void TestRecipeEdit::randomEdits()
{
    // Every edit reads back as set, and leaves every other value as it was. Two seeds
    // at once, one a core.
    auto first = QtConcurrent::run(randomRun, 20261130u, 5000);
    const auto second = randomRun(1130u, 5000);
    const auto one = first.result();
    const auto failures = one.failures + second.failures;
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 5).join(u'\n')));
    const int accepted = one.accepted + second.accepted;
    const int refused = one.refused + second.refused;
    qInfo("%d edits read back as set, %d refused", accepted, refused);
    // None is refused: each of these values can be written at every scalar of the bundled
    // recipes (quoted as it needs), whatever was written there before.
    QCOMPARE(refused, 0);
    QCOMPARE(accepted, 10000);
}

void TestRecipeEdit::checkRefusesOtherMeanings_data()
{
    // Bytes an edit once wrote that read back otherwise than asked; the check must refuse each.
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QString>("at");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QByteArray>("after");
    QTest::addRow("literal gains a line break")
        << QByteArray("literal: |\n  text\n") << "literal" << "edited" << QByteArray("literal: |\n  edited\n");
    QTest::addRow("folded gains a line break") << QByteArray("folded: >\n  some\n  text\n") << "folded" << "edited"
                                               << QByteArray("folded: >\n  edited\n");
    QTest::addRow("indentation indicator") << QByteArray("a: >2\n   more indented\n  text\n") << "a" << "edited"
                                           << QByteArray("a: >2\n   edited\n");
    QTest::addRow("tag that no longer fits") << QByteArray("c: !!int 42\n") << "c" << "edited" << QByteArray("c: !!int edited\n");
    QTest::addRow("anchor named by a key elsewhere")
        << QByteArray("top2:\n  key2: &alias2 scalar2\ntop4:\n  *alias2 : scalar4\n") << "top2.key2" << "edited"
        << QByteArray("top2:\n  key2: &alias2 edited\ntop4:\n  *alias2 : scalar4\n");
    QTest::addRow("anchor named by a value elsewhere")
        << QByteArray("a: &x one\nb: *x\n") << "a" << "two" << QByteArray("a: &x two\nb: *x\n");
}

void TestRecipeEdit::checkRefusesOtherMeanings()
{
    QFETCH(QByteArray, before);
    QFETCH(QString, at);
    QFETCH(QString, value);
    QFETCH(QByteArray, after);
    const auto doc = document(before);
    auto expected = doc.tree();
    *expected.find(path(at)) = YamlTree::of(YamlScalar::string(value));
    // The bytes differ from the first changed byte to the end of the shorter tail.
    qsizetype from = 0;
    while (from < before.size() && from < after.size() && before[from] == after[from])
        ++from;
    qsizetype tail = 0;
    while (tail < before.size() - from && tail < after.size() - from && before[before.size() - 1 - tail] == after[after.size() - 1 - tail])
        ++tail;
    const ByteSplice splice{from, before.mid(from, before.size() - from - tail), after.mid(from, after.size() - from - tail)};
    QCOMPARE(splice.applyTo(before), after);
    const auto result = RecipeEdit::check(doc, splice, expected, QStringLiteral("set %1").arg(at));
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QLatin1String("would not read back as edited")), qPrintable(result.error));
    // And the engine itself writes these edits so that they read back exactly, or refuses.
    const auto edit = RecipeEdit::set(path(at), YamlScalar::string(value)).applyTo(doc);
    if (edit.ok)
        QCOMPARE(edit.document->tree(), expected);
}

void TestRecipeEdit::blocksSayTheTextExactly_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QByteArray>("after");
    QTest::addRow("no final break: strip") << QByteArray("t: |\n  old\nn: 1\n") << "new" << QByteArray("t: |-\n  new\nn: 1\n");
    QTest::addRow("one final break: clip") << QByteArray("t: |-\n  old\nn: 1\n") << "new\n" << QByteArray("t: |\n  new\nn: 1\n");
    QTest::addRow("several: keep") << QByteArray("t: |\n  old\nn: 1\n") << "a\nb\n\n" << QByteArray("t: |+\n  a\n  b\n\nn: 1\n");
    QTest::addRow("comment kept") << QByteArray("t: > # note\n  old\n") << "new" << QByteArray("t: >- # note\n  new\n");
    QTest::addRow("folded of lines turns literal") << QByteArray("t: >\n  old\n") << "a\nb\n" << QByteArray("t: |\n  a\n  b\n");
    QTest::addRow("indicator rewritten") << QByteArray("a: >2\n   more\n  text\n") << "edited\n" << QByteArray("a: >\n   edited\n");
    QTest::addRow("empty") << QByteArray("t: |\n  old\n") << "" << QByteArray("t: |-\n");
    QTest::addRow("leading blank: quoted") << QByteArray("t: |\n  old\n") << " x\n" << QByteArray("t: \" x\\n\"\n");
}

void TestRecipeEdit::blocksSayTheTextExactly()
{
    QFETCH(QByteArray, before);
    QFETCH(QString, value);
    QFETCH(QByteArray, after);
    const auto result = RecipeEdit::set(path(QString::fromUtf8(before.left(1))), YamlScalar::string(value)).applyTo(document(before));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, after);
    QCOMPARE(result.document->find(path(QString::fromUtf8(before.left(1))))->value.text, value);
}

void TestRecipeEdit::tagsAndAliases_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QString>("at");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QByteArray>("after"); // empty: refused
    QTest::addColumn<QString>("reason");   // why refused, or the tag dropped
    QTest::addRow("int tag, integer") << QByteArray("c: !!int 42\n") << "c" << "7" << QByteArray("c: !!int 7\n") << "";
    // A tag the value no longer fits goes, and the result says which.
    QTest::addRow("int tag, word") << QByteArray("c: !!int 42\n") << "c" << "edited" << QByteArray("c: edited\n")
                                   << "tag:yaml.org,2002:int";
    QTest::addRow("str tag, word") << QByteArray("c: !!str 42\n") << "c" << "edited" << QByteArray("c: !!str edited\n") << "";
    QTest::addRow("local tag, anchor kept") << QByteArray("c: &a !mine x\n") << "c" << "z" << QByteArray("c: &a z\n") << "!mine";
    QTest::addRow("alias: just this place") << QByteArray("a: &x one\nb: *x\n") << "b" << "two" << QByteArray("a: &x one\nb: two\n") << "";
    QTest::addRow("anchored: refused") << QByteArray("a: &x one\nb: *x\n") << "a" << "two" << QByteArray() << "also read at b";
    QTest::addRow("value below a comment") << QByteArray("k: # why\n  old\nn: 1\n") << "k" << "new" << QByteArray("k: # why\n  new\nn: 1\n")
                                           << "";
    QTest::addRow("explicit key") << QByteArray("? a\n: 1\nb: 2\n") << "a" << "3" << QByteArray("? a\n: 3\nb: 2\n") << "";
    // A value below its key, after properties on the key's line or on its own.
    QTest::addRow("anchor, value below") << QByteArray("t: &v\n  six\nn: 1\n") << "t" << "seven" << QByteArray("t: &v\n  seven\nn: 1\n")
                                         << "";
    QTest::addRow("anchor below") << QByteArray("t:\n  &v six\nn: 1\n") << "t" << "seven" << QByteArray("t:\n  &v seven\nn: 1\n") << "";
    QTest::addRow("tag on a line of its own") << QByteArray("f:\n   !foo\n  >1\n value\nn: 1\n") << "f" << "e"
                                              << QByteArray("f:\n   e\nn: 1\n") << "!foo";
}

void TestRecipeEdit::tagsAndAliases()
{
    QFETCH(QByteArray, before);
    QFETCH(QString, at);
    QFETCH(QString, value);
    QFETCH(QByteArray, after);
    QFETCH(QString, reason);
    const auto asked = YamlScalar::read(value, true);
    const auto result = RecipeEdit::set(path(at), asked).applyTo(document(before));
    if (after.isEmpty()) {
        QVERIFY(!result.ok);
        QVERIFY2(result.error.contains(reason), qPrintable(result.error));
        return;
    }
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, after);
    QCOMPARE(result.droppedTag, reason);
}

void TestRecipeEdit::sharedValuesFollowed()
{
    // Followed, an anchored value changes everywhere it is read, a key included; the
    // result names each place.
    const QByteArray before("base: &b\n  lr: 1\nrun1: *b\nrun2:\n  opts: *b\nk: &n name\n*n : v\n");
    const auto doc = document(before);
    const auto refused = RecipeEdit::set(path(QStringLiteral("run1.lr")), YamlScalar::integer(2)).applyTo(doc);
    QVERIFY(!refused.ok);
    QCOMPARE(refused.sharedWith, (QList<YamlPath>{path(QStringLiteral("run1.lr")), path(QStringLiteral("run2.opts.lr"))}));
    const auto followed = RecipeEdit::set(path(QStringLiteral("run1.lr")), YamlScalar::integer(2)).followingAliases().applyTo(doc);
    QVERIFY2(followed.ok, qPrintable(followed.error));
    QCOMPARE(followed.bytes, QByteArray("base: &b\n  lr: 2\nrun1: *b\nrun2:\n  opts: *b\nk: &n name\n*n : v\n"));
    QCOMPARE(followed.document->find(path(QStringLiteral("run2.opts")))->kind, RecipeDocument::Node::Kind::Alias);
    QCOMPARE(followed.document->tree().find(path(QStringLiteral("run2.opts.lr")))->scalar.text, QStringLiteral("2"));
    const auto key =
        RecipeEdit::set(path(QStringLiteral("k")), YamlScalar::string(QStringLiteral("other"))).followingAliases().applyTo(doc);
    QVERIFY2(key.ok, qPrintable(key.error));
    QCOMPARE(key.sharedWith, QList<YamlPath>{path(QStringLiteral("name"))});
    QVERIFY(key.document->tree().find(path(QStringLiteral("other"))));
    // An anchor read elsewhere cannot be removed, followed or not.
    const auto gone = RecipeEdit::remove(path(QStringLiteral("base"))).followingAliases().applyTo(doc);
    QVERIFY(!gone.ok);
    QVERIFY2(gone.error.contains(QLatin1String("&b would be gone")), qPrintable(gone.error));
}

QTEST_GUILESS_MAIN(TestRecipeEdit)
#include "tst_recipeedit.moc"

void TestRecipeEdit::blockTagDropped()
{
    // A block's text rewritten: a tag of the file's own no longer says what it is and
    // goes, the anchor stays, and the result says which tag went.
    const QByteArray before = "folded: &f !foo >\n  x\nn: 1\n";
    const auto result = RecipeEdit::setBlock(path(QStringLiteral("folded")), QStringLiteral("echo\n  two\n")).applyTo(document(before));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, QByteArray("folded: &f |\n  echo\n    two\nn: 1\n"));
    QCOMPARE(result.droppedTag, QStringLiteral("!foo"));
    QVERIFY(result.document->tree().entries[0].second.tag.isEmpty());
    // A core tag that fits a text stays.
    const auto kept = RecipeEdit::setBlock(path(QStringLiteral("k")), QStringLiteral("a\nb\n")).applyTo(document("k: !!str |\n  x\n"));
    QVERIFY2(kept.ok, qPrintable(kept.error));
    QCOMPARE(kept.bytes, QByteArray("k: !!str |\n  a\n  b\n"));
    QVERIFY(kept.droppedTag.isEmpty());
}

void TestRecipeEdit::collectionKeys()
{
    // Keys that are mappings, lists or null are kept by all they mean: a key whose
    // block text would gain a final line break is another key, and the edit that
    // would make it so is refused.
    const QByteArray bytes = "? aaa: |2\n    xx";
    const auto doc = document(bytes);
    QCOMPARE(doc.tree().entries.size(), 1);
    const auto inserted = RecipeEdit::insert(path(QStringLiteral("k")), YamlTree::of(YamlScalar::integer(1))).applyTo(doc);
    QVERIFY(!inserted.ok);
    QVERIFY2(inserted.error.contains(QLatin1String("would not read back as edited")), qPrintable(inserted.error));
    // Beside such keys, the others edit as ever.
    const QByteArray mixed = "? [a, b]\n: 1\nc: 2\n? {d: 3}\n: 4\n";
    const auto set = RecipeEdit::set(path(QStringLiteral("c")), YamlScalar::integer(5)).applyTo(document(mixed));
    QVERIFY2(set.ok, qPrintable(set.error));
    QCOMPARE(set.bytes, QByteArray("? [a, b]\n: 1\nc: 5\n? {d: 3}\n: 4\n"));
    // A key's tag is part of it: rewriting a flow mapping must not change it (a ':'
    // written after a tag reads as part of the tag).
    const QByteArray taggedKey = "- { !!b:x }\n";
    const auto tagged =
        RecipeEdit::insert(path(QStringLiteral("[0].k")), YamlTree::of(YamlScalar::integer(1))).applyTo(document(taggedKey));
    QVERIFY(!tagged.ok || tagged.document->tree().items[0].entries[0] == document(taggedKey).tree().items[0].entries[0]);
    // Such a key cannot be named in a path, nor what lies below it.
    const auto mixedDoc = document(mixed);
    const auto listKey = YamlPath().child(mixedDoc.tree().entries[0].first);
    QVERIFY(!RecipeEdit::rename(listKey, QStringLiteral("r")).applyTo(mixedDoc).ok);
    QVERIFY(!RecipeEdit::set(listKey, YamlScalar::integer(2)).applyTo(mixedDoc).ok);
    const auto removed = RecipeEdit::remove(path(QStringLiteral("c"))).applyTo(document(mixed));
    QVERIFY2(removed.ok, qPrintable(removed.error));
    QCOMPARE(removed.bytes, QByteArray("? [a, b]\n: 1\n? {d: 3}\n: 4\n"));
}

void TestRecipeEdit::notUtf8Refused()
{
    // Two different bytes that are no UTF-8 would read as the same character.
    QString error;
    QVERIFY(!RecipeDocument::parse(QByteArray("a: 1\nb\xff: 2\nb\xfe: 3\n"), &error));
    QCOMPARE(error, QStringLiteral("line 2, column 2: invalid UTF-8 byte 0xff"));
    // A byte-order mark anywhere but at the start is no YAML text either: removing the
    // line before it would make it the file's mark and change the key after it.
    QVERIFY(!RecipeDocument::parse(QByteArray("a: 1\n\xEF\xBB\xBF:b: 2\n"), &error));
    QCOMPARE(error, QStringLiteral("line 2, column 1: a byte-order mark (U+FEFF) inside the text"));
    QVERIFY(RecipeDocument::parse(QByteArray("\xEF\xBB\xBF"
                                             "a: 1\n")));
}

void TestRecipeEdit::blockEndsInSpaces()
{
    // A literal block's last line of spaces only, longer than its indentation, is text
    // (" "): the block ends after it, and a text set in its place takes it out.
    const QByteArray bytes = "foo: |\n  x\n   \nbar: 1\n";
    const auto doc = document(bytes);
    QCOMPARE(doc.tree().entries[0].second.scalar.text, QStringLiteral("x\n \n"));
    const auto set = RecipeEdit::set(path(QStringLiteral("foo")), YamlScalar::string(QStringLiteral("edited"))).applyTo(doc);
    QVERIFY2(set.ok, qPrintable(set.error));
    QCOMPARE(set.bytes, QByteArray("foo: |-\n  edited\nbar: 1\n"));
    // A line of no more spaces than the indentation is an empty line, and stays.
    const auto empty = RecipeEdit::set(path(QStringLiteral("foo")), YamlScalar::string(QStringLiteral("e")))
                           .applyTo(document("foo: |\n  x\n  \nbar: 1\n"));
    QVERIFY2(empty.ok, qPrintable(empty.error));
    QCOMPARE(empty.bytes, QByteArray("foo: |-\n  e\n  \nbar: 1\n"));
}

void TestRecipeEdit::commentsBesideValuesStay()
{
    // A comment indented less than a block's text is no text of it: a new text leaves it.
    auto result = RecipeEdit::setBlock(path(QStringLiteral("a.b")), QStringLiteral("new\n"))
                      .applyTo(document("a:\n  b: |\n    text\n   # note\nc: 1\n"));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, QByteArray("a:\n  b: |\n    new\n   # note\nc: 1\n"));
    // A tag taken away takes only itself: the comment after it stays.
    result = RecipeEdit::setBlock(path(QStringLiteral("t")), QStringLiteral("new\n")).applyTo(document("t: !foo # note\n  |\n    text\n"));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, QByteArray("t: # note\n  |\n    new\n"));
    QCOMPARE(result.droppedTag, QStringLiteral("!foo"));
    result = RecipeEdit::set(path(QStringLiteral("t")), YamlScalar::integer(5)).applyTo(document("t: !foo &a # note\n  x\n"));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, QByteArray("t: &a # note\n  5\n"));
    // An empty first item of an anchored list is its own.
    result = RecipeEdit::remove(path(QStringLiteral("a[0]"))).applyTo(document("a: &l\n  -\n  - x\n"));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, QByteArray("a: &l\n  - x\n"));
    // Properties at the very end of the file hold an empty value.
    const auto doc = document("t: &v\n  !!str");
    QCOMPARE(doc.tree().entries[0].second.scalar, YamlScalar::string(QString()));
}
