// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text that displays otherwise than it is (Trojan Source): which characters hide,
// which direction controls are left open, and the reading check that stands at each
// of them. The expected lines and columns were worked out from the fixtures by hand.
#include "recipe/hiddencharacters.h"
#include "recipe/hiddentextcheck.h"
#include "recipe/lookalikenames.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/hidden-text/") + name;
}

// "line:column U+XXXX" for each hidden-text problem, in file order.
QStringList found(const QString &name)
{
    const auto loaded = RecipeLoader::loadFile(fixture(name), name);
    QStringList out;
    for (const auto &p : loaded.problems) {
        if (p.check != HiddenTextCheck::Id)
            continue;
        const auto at = p.message.indexOf(QStringLiteral("U+"));
        out << QStringLiteral("%1:%2 %3").arg(p.line).arg(p.column).arg(p.message.mid(at, 6));
        if (!p.isError())
            out.last() += QStringLiteral(" (warning)");
    }
    return out;
}

} // namespace

class TestHiddenText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kinds_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<int>("kind"); // -1: an ordinary character
        const int direction = int(HiddenCharacters::Kind::DirectionControl);
        const int invisible = int(HiddenCharacters::Kind::Invisible);
        QTest::addRow("RLO") << 0x202Eu << direction;
        QTest::addRow("LRE") << 0x202Au << direction;
        QTest::addRow("PDF") << 0x202Cu << direction;
        QTest::addRow("FSI") << 0x2068u << direction;
        QTest::addRow("PDI") << 0x2069u << direction;
        QTest::addRow("zero width space") << 0x200Bu << invisible;
        QTest::addRow("zero width joiner") << 0x200Du << invisible;
        QTest::addRow("word joiner") << 0x2060u << invisible;
        QTest::addRow("byte-order mark") << 0xFEFFu << invisible;
        QTest::addRow("right-to-left mark") << 0x200Fu << invisible;
        QTest::addRow("line separator") << 0x2028u << invisible;
        QTest::addRow("escape") << 0x1Bu << invisible;
        QTest::addRow("hangul filler") << 0x3164u << invisible;
        QTest::addRow("tag letter") << 0xE0041u << invisible;
        QTest::addRow("tab") << uint(u'\t') << -1;
        QTest::addRow("line feed") << uint(u'\n') << -1;
        QTest::addRow("latin") << uint(u'B') << -1;
        QTest::addRow("cyrillic") << 0x0412u << -1;
        QTest::addRow("hebrew") << 0x05D0u << -1;
        QTest::addRow("arabic number sign") << 0x0600u << -1;
        QTest::addRow("no-break space") << 0x00A0u << -1;
    }
    void kinds()
    {
        QFETCH(uint, codePoint);
        QFETCH(int, kind);
        const auto got = HiddenCharacters::kindOf(char32_t(codePoint));
        QCOMPARE(got ? int(*got) : -1, kind);
    }

    void names()
    {
        QCOMPARE(HiddenCharacters::name(0x202E), QStringLiteral("U+202E RIGHT-TO-LEFT OVERRIDE"));
        QCOMPARE(HiddenCharacters::name(0x200B), QStringLiteral("U+200B ZERO WIDTH SPACE"));
        QCOMPARE(HiddenCharacters::name(0x0412), QStringLiteral("U+0412 CYRILLIC CAPITAL LETTER VE"));
        QCOMPARE(HiddenCharacters::name(0x1B), QStringLiteral("U+001B <control-001B>"));
        QCOMPARE(HiddenCharacters::mark(0xE0041), QStringLiteral("<U+E0041>"));
    }

    void visible()
    {
        QCOMPARE(HiddenCharacters::visible(u"Qwen3-32B\u202Egnp.exe"), QStringLiteral("Qwen3-32B<U+202E>gnp.exe"));
        QCOMPARE(HiddenCharacters::visible(u"a\u200Bb\U000E0041"), QStringLiteral("a<U+200B>b<U+E0041>"));
        // Right-to-left letters are no hidden characters.
        QCOMPARE(HiddenCharacters::visible(u"\u05D0\u05D1 H200"), QString(u"\u05D0\u05D1 H200"));
    }

    void unpaired_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<qsizetype>>("positions");
        QTest::addRow("closed embedding") << QString(u"a\u202Bb\u202Cc") << QList<qsizetype>{};
        QTest::addRow("closed isolate") << QString(u"\u2067ab\u2069") << QList<qsizetype>{};
        QTest::addRow("nested, closed") << QString(u"\u2067a\u202Bb\u202Cc\u2069") << QList<qsizetype>{};
        QTest::addRow("open override") << QString(u"ab\u202Ec") << QList<qsizetype>{2};
        QTest::addRow("closes nothing") << QString(u"ab\u202C\u2069") << QList<qsizetype>{2, 3};
        QTest::addRow("closed on the next line") << QString(u"\u202Ea\nb\u202C") << QList<qsizetype>{0, 4};
        // An isolate's end ends the embeddings inside it, unclosed.
        QTest::addRow("embedding inside an isolate") << QString(u"\u2066a\u202Eb\u2069") << QList<qsizetype>{2};
        // A PDF does not close an embedding opened before an isolate still open.
        QTest::addRow("PDF inside an isolate") << QString(u"\u202Ea\u2066b\u202C\u2069\u202C") << QList<qsizetype>{4};
        QTest::addRow("marks are no controls") << QString(u"\u200Fa\u200E") << QList<qsizetype>{};
    }
    void unpaired()
    {
        QFETCH(QString, text);
        QFETCH(QList<qsizetype>, positions);
        QList<qsizetype> got;
        for (const auto &f : HiddenCharacters::unpaired(text))
            got << f.position;
        QCOMPARE(got, positions);
    }

    // The three patterns of the Trojan Source paper, written in a run script: each
    // control is an error at its own line and column.
    void trojanSource_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("commenting out") << QStringLiteral("commenting-out.yaml")
                                        << QStringList{QStringLiteral("132:62 U+2067"), QStringLiteral("132:64 U+2066"),
                                                       QStringLiteral("132:81 U+2069"), QStringLiteral("132:83 U+2066")};
        QTest::addRow("early return") << QStringLiteral("early-return.yaml")
                                      << QStringList{QStringLiteral("132:38 U+202E"), QStringLiteral("132:40 U+2066"),
                                                     QStringLiteral("132:59 U+2069"), QStringLiteral("132:61 U+2066")};
        QTest::addRow("stretched string") << QStringLiteral("stretched-string.yaml")
                                          << QStringList{QStringLiteral("132:14 U+202E"), QStringLiteral("132:16 U+2066"),
                                                         QStringLiteral("132:27 U+2069"), QStringLiteral("132:29 U+2066")};
        QTest::addRow("override in the model, literal")
            << QStringLiteral("rlo-model-literal.yaml") << QStringList{QStringLiteral("4:17 U+202E")};
        // Written as an escape, it stands at the value.
        QTest::addRow("override in the model, escaped") << QStringLiteral("rlo-model.yaml") << QStringList{QStringLiteral("4:8 U+202E")};
        QTest::addRow("zero width space in an env key")
            << QStringLiteral("zero-width-env.yaml") << QStringList{QStringLiteral("126:30 U+200B")};
        QTest::addRow("unclosed override in notes")
            << QStringLiteral("unpaired-notes.yaml") << QStringList{QStringLiteral("173:15 U+202E")};
        // Arabic and Hebrew notes with paired controls and a right-to-left mark.
        QTest::addRow("right-to-left prose") << QStringLiteral("rtl-notes.yaml") << QStringList{};
    }
    void trojanSource()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        QCOMPARE(found(file), expected);
        // The recipe still loads, so that every view shows it, marked.
        QVERIFY(RecipeLoader::loadFile(fixture(file)).recipe);
    }

    void messagesNameThePlace()
    {
        const auto loaded = RecipeLoader::loadFile(fixture(QStringLiteral("rlo-model.yaml")), QStringLiteral("rlo-model.yaml"));
        const auto problem =
            std::find_if(loaded.problems.cbegin(), loaded.problems.cend(), [](const Problem &p) { return p.check == HiddenTextCheck::Id; });
        QVERIFY(problem != loaded.problems.cend());
        QCOMPARE(problem->message,
                 QStringLiteral("model holds U+202E RIGHT-TO-LEFT OVERRIDE, a direction control: the text displays "
                                "in another order than it has (written as an escape)"));
        const auto env = RecipeLoader::loadFile(fixture(QStringLiteral("zero-width-env.yaml"))).problems;
        QVERIFY(std::any_of(env.cbegin(), env.cend(), [](const Problem &p) {
            return p.message == QStringLiteral("a key of env holds U+200B ZERO WIDTH SPACE, an invisible character");
        }));
    }

    // Ways around the prose rule and the quick look: an alias of prose where a name is
    // read, a key named like prose under env, a carriage return written as an escape.
    void noWayAround_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("expected");
        QTest::addRow("alias of prose in env") << QByteArray("  CUDA_DEVICE_MAX_CONNECTIONS: '1'\n")
                                               << QByteArray("  CUDA_DEVICE_MAX_CONNECTIONS: '1'\n  FROM_NOTES: *s\n")
                                               << u"env.FROM_NOTES holds U+202B RIGHT-TO-LEFT EMBEDDING, a direction control"_s;
        QTest::addRow("a key named notes under env")
            << QByteArray("  CUDA_DEVICE_MAX_CONNECTIONS: '1'\n")
            << QByteArray("  CUDA_DEVICE_MAX_CONNECTIONS: '1'\n  notes: \"a\\u200Bb\"\n")
            << u"env.notes holds U+200B ZERO WIDTH SPACE, an invisible character (written as an escape)"_s;
        QTest::addRow("an escaped carriage return") << QByteArray("  name: ATTUNE\n") << QByteArray("  name: \"ATTUNE\\rEVIL\"\n")
                                                    << u"author.name holds U+000D <control-000D>, an invisible character"_s;
    }
    void noWayAround()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, expected);
        auto bytes = TestUtils::readFile(TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s));
        // The layout's summary, prose, holds a paired embedding under an anchor.
        bytes.replace("  summary: TP 4, PP 2", "  summary: &s \xE2\x80\xAB\xD7\x90\xE2\x80\xAC TP 4, PP 2");
        QVERIFY(bytes.contains(from));
        bytes.replace(from, to);
        const auto problems = RecipeLoader::loadBytes(bytes, u"r.yaml"_s).problems;
        QStringList said;
        for (const auto &p : problems)
            if (p.check == HiddenTextCheck::Id)
                said << p.message;
        QVERIFY2(std::any_of(said.cbegin(), said.cend(), [&](const QString &m) { return m.startsWith(expected); }),
                 qPrintable(said.join(u'\n')));
    }

    // A megabyte of zero-width spaces in a command is one fault said a bounded number of times.
    void manyHiddenCharacters()
    {
        auto bytes = TestUtils::readFile(TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s));
        QByteArray spaces;
        for (int i = 0; i < 300000; ++i)
            spaces += "\xE2\x80\x8B";
        bytes.replace("run: |\n", QByteArray("run: |\n  " + spaces + '\n'));
        const auto problems = RecipeLoader::loadBytes(bytes, u"r.yaml"_s).problems;
        QCOMPARE(problems.size(), HiddenTextCheck::MostProblems + 1);
        QCOMPARE(problems.last().message, u"more hidden characters than these 200 are not listed"_s);
        QCOMPARE(problems.first().column, 3);
        QCOMPARE(problems.at(1).column, 4);
    }

    void fileNames()
    {
        const auto problems = HiddenTextCheck::checkFileName(QStringLiteral("/r/qwen/h200/attune\u202Elmay.yaml"));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().line, 1);
        QCOMPARE(problems.first().message, QStringLiteral("the file's name holds U+202E RIGHT-TO-LEFT OVERRIDE, a direction control"));
        QVERIFY(HiddenTextCheck::checkFileName(QStringLiteral("/r/\u05D0/h200/attune.yaml")).isEmpty());
    }

    void skeletons()
    {
        QCOMPARE(LookAlikeNames::skeleton(u"Qwen3-32\u0412"_s), LookAlikeNames::skeleton(QStringLiteral("Qwen3-32B")));
        QCOMPARE(LookAlikeNames::skeleton(u"\uFF27\uFF2C\uFF2D-5"_s), LookAlikeNames::skeleton(QStringLiteral("GLM-5")));
        QVERIFY(LookAlikeNames::skeleton(QStringLiteral("Qwen3-32B")) != LookAlikeNames::skeleton(QStringLiteral("Qwen3-8B")));
    }

    void mixedScripts_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("mix"); // "first other U+XXXX", or empty
        QTest::addRow("latin and cyrillic") << u"Qwen3-32\u0412"_s << QStringLiteral("Latin Cyrillic U+0412");
        QTest::addRow("greek omicron") << u"Bl\u03BFom-7B"_s << QStringLiteral("Latin Greek U+03BF");
        QTest::addRow("latin") << QStringLiteral("Qwen3.5-397B-A17B") << QString();
        QTest::addRow("japanese") << u"Llama-\u65E5\u672C\u8A9E\u3072\u3089\u304C\u306A-8B"_s << QString();
        QTest::addRow("two words, two scripts") << u"GLM-5 \u0432\u0435\u0440\u0441\u0438\u044F"_s << QString();
        QTest::addRow("cyrillic") << u"\u041C\u043E\u0434\u0435\u043B\u044C 7B"_s << QString();
        QTest::addRow("cyrillic with a latin size")
            << u"\u041C\u043E\u0434\u0435\u043B\u044C-7B"_s << QStringLiteral("Cyrillic Latin U+0042");
    }
    void mixedScripts()
    {
        QFETCH(QString, name);
        QFETCH(QString, mix);
        const auto got = LookAlikeNames::mixedScripts(name);
        QCOMPARE(got ? QStringLiteral("%1 %2 %3").arg(got->first, got->other, HiddenCharacters::codePoint(got->character)) : QString(),
                 mix);
    }

    // Beside the bundled Qwen3-32B, a Cyrillic look-alike is named at its model line.
    void lookAlikeModel()
    {
        auto recipes = TestUtils::bundledRecipes();
        const auto file = fixture(QStringLiteral("cyrillic-model.yaml"));
        recipes << RecipeLoader::loadFile(file, {}, RecipeLoader::Read::Summary).recipe.value();
        const auto found = LookAlikeNames::find(recipes);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().file, file);
        QCOMPARE(found.first().line, 4);
        QCOMPARE(found.first().column, 8);
        QVERIFY(!found.first().isError());
        QCOMPARE(found.first().message, u"'Qwen3-32\u0412' looks like 'Qwen3-32B' (U+0412 CYRILLIC CAPITAL LETTER VE)"_s);
        // Alone, it still mixes scripts in one word.
        const auto alone = LookAlikeNames::find({recipes.last()});
        QCOMPARE(alone.size(), 1);
        QCOMPARE(alone.first().message,
                 u"'Qwen3-32\u0412' mixes Latin and Cyrillic letters in one word (U+0412 CYRILLIC CAPITAL LETTER VE)"_s);
        // The bundled recipes alone: nothing.
        QVERIFY(LookAlikeNames::find(TestUtils::bundledRecipes()).isEmpty());
    }

    void bundledRecipesHideNothing()
    {
        for (const auto &file : TestUtils::bundledFiles()) {
            const auto problems = RecipeLoader::loadFile(file).problems;
            QVERIFY2(std::none_of(problems.cbegin(), problems.cend(), [](const Problem &p) { return p.check == HiddenTextCheck::Id; }),
                     qPrintable(file));
        }
    }
};

QTEST_GUILESS_MAIN(TestHiddenText)
#include "tst_hiddentext.moc"
