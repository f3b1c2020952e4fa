// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window in English, German and Chinese: its text translated, its figures in the
// language's locale, and the commands' machine-readable output the same in every language.
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "language.h"
#include "mainwindow.h"
#include "rankingpage.h"
#include "recipe/recipeformat.h"
#include "recipe/recipestore.h"
#include "testutils.h"
#include "windowparts.h"

#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Window
{
    QStringList menus;
    QString headline;
    QString firstRows;
    QString header;
    QString csv;
    QStringList mnemonicClashes;
};

// Alt+letter must reach one place: the menus' and the pages' mnemonics differ.
QStringList mnemonicClashes(const QStringList &texts)
{
    QHash<QChar, QString> seen;
    QStringList clashes;
    for (const auto &text : texts) {
        const auto at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
        if (at < 0)
            continue;
        const auto letter = text.at(at + 1).toLower();
        if (seen.contains(letter))
            clashes << seen[letter] + QStringLiteral(" / ") + text;
        seen[letter] = text;
    }
    return clashes;
}

// The window on the bundled recipes in a language: its menus, headline, the figures
// of the Qwen3.5 ranking and the CSV File > Export Table writes.
Window windowIn(const QString &code)
{
    // Each window starts as a new user's: no remembered filter or group.
    QSettings().clear();
    Language::install(code);
    RecipeFormat::setLocale(Language::locale(code));
    MainWindow window;
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    window.openPaths({TestUtils::bundledFolder()});
    if (finished.isEmpty() && !finished.wait(10000))
        return {};
    Window seen;
    for (const auto *action : window.menuBar()->actions())
        seen.menus << action->text();
    auto topLevel = seen.menus;
    if (const auto *pages = qobject_cast<QTabWidget *>(window.centralWidget()))
        for (int i = 0; i < pages->count(); ++i)
            topLevel << pages->tabText(i);
    seen.mnemonicClashes = mnemonicClashes(topLevel);
    seen.headline = WindowParts::rankingPage(window)->headline();
    seen.csv = WindowParts::rankingPage(window)->tableCsv();
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    const auto *model = WindowParts::rankingPage(window)->ranking();
    for (int row = 3; row < 5; ++row)
        seen.firstRows += model->index(row, RecipeTableModel::TokensPerSecondPerGpu).data().toString() + u' '
            + model->index(row, RecipeTableModel::UsdPerMillionTokens).data().toString() + u'\n';
    seen.header = model->headerData(RecipeTableModel::Model, Qt::Horizontal).toString();
    return seen;
}

QByteArray runCommand(QStringList arguments, const QString &code)
{
    if (!code.isEmpty())
        arguments << QStringLiteral("--lang") << code;
    QProcess process;
    process.setWorkingDirectory(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR));
    auto env = QProcessEnvironment::systemEnvironment();
    static QTemporaryDir home;
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Without --lang: English, whatever language the machine running the tests has.
    TestUtils::speakEnglish(env);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), arguments);
    process.waitForFinished(60000);
    return process.readAllStandardOutput() + "\nexit " + QByteArray::number(process.exitCode()) + "\nstderr:\n"
        + process.readAllStandardError();
}
} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void english();
    void german();
    void chinese();
    void exportSameInEveryLanguage();
    void commandOutputSameInEveryLanguage_data();
    void commandOutputSameInEveryLanguage();
    void helpTranslated();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestLanguage::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-language-test"));
}

void TestLanguage::cleanup()
{
    Language::install(QStringLiteral("en"));
    RecipeFormat::setLocale(Language::locale(QStringLiteral("en")));
}

void TestLanguage::english()
{
    const auto seen = windowIn(QStringLiteral("en"));
    QCOMPARE(seen.menus, (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&View"), QStringLiteral("&Help")}));
    // English plural forms: "9 recipes", never "9 recipe(s)".
    QCOMPARE(seen.headline, QStringLiteral("All models\nRanked by tokens/s per GPU within each model and GPU type · 9 recipes"));
    QCOMPARE(seen.firstRows, QStringLiteral("469.2 $4.68\n1,232.5 $3.21\n"));
    QCOMPARE(seen.header, QStringLiteral("Model"));
    QCOMPARE(seen.mnemonicClashes, QStringList());
}

void TestLanguage::german()
{
    const auto seen = windowIn(QStringLiteral("de"));
    QCOMPARE(seen.menus,
             (QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}));
    QCOMPARE(seen.headline, QStringLiteral("Alle Modelle\nNach Tokens/s pro GPU je Modell und GPU-Typ geordnet · 9 Rezepte"));
    // German figures: decimal comma, dot between thousands, the currency after the amount.
    QCOMPARE(seen.firstRows, QStringLiteral("469,2 4,68\u00a0$\n1.232,5 3,21\u00a0$\n"));
    QCOMPARE(seen.header, QStringLiteral("Modell"));
    QCOMPARE(seen.mnemonicClashes, QStringList());
    // Qt's own dialogs speak German too.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
}

void TestLanguage::chinese()
{
    const auto seen = windowIn(QStringLiteral("zh_CN"));
    QCOMPARE(seen.menus,
             (QStringList{QStringLiteral("文件(&F)"), QStringLiteral("编辑(&E)"), QStringLiteral("视图(&V)"), QStringLiteral("帮助(&H)")}));
    QCOMPARE(seen.headline, QStringLiteral("全部模型\n在每个模型和 GPU 类型内按每 GPU tokens/s 排名 · 9 个配方"));
    QCOMPARE(seen.firstRows, QStringLiteral("469.2 $4.68\n1,232.5 $3.21\n"));
    QCOMPARE(seen.header, QStringLiteral("模型"));
    QCOMPARE(seen.mnemonicClashes, QStringList());
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));
}

void TestLanguage::exportSameInEveryLanguage()
{
    const auto english = windowIn(QStringLiteral("en")).csv;
    QVERIFY2(english.startsWith(QLatin1String("rank,checks,model,gpu,")), qPrintable(english.left(200)));
    QVERIFY2(english.contains(QLatin1String(",1232.5,")), qPrintable(english));
    QCOMPARE(windowIn(QStringLiteral("de")).csv, english);
    QCOMPARE(windowIn(QStringLiteral("zh_CN")).csv, english);
}

void TestLanguage::commandOutputSameInEveryLanguage_data()
{
    QTest::addColumn<QStringList>("arguments");
    const auto qwen = QStringLiteral("recipes/qwen3.5-397b-a17b/h200/");
    QTest::newRow("rank csv") << QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("csv")};
    QTest::newRow("rank json") << QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("validate, bad files") << QStringList{QStringLiteral("validate"), QStringLiteral("tests/data/bad")};
    QTest::newRow("diff json") << QStringList{QStringLiteral("diff"), qwen + QStringLiteral("attune-tp2-pp4-ep32.yaml"),
                                              qwen + QStringLiteral("attune-tp1-pp4-ep32.yaml"), QStringLiteral("--format"),
                                              QStringLiteral("json")};
    QTest::newRow("lint") << QStringList{QStringLiteral("lint"), QStringLiteral("tests/data/bad")};
}

void TestLanguage::commandOutputSameInEveryLanguage()
{
    QFETCH(QStringList, arguments);
    const auto plain = runCommand(arguments, {});
    QVERIFY2(plain.size() > 200, plain.constData());
    QCOMPARE(runCommand(arguments, QStringLiteral("de")), plain);
    QCOMPARE(runCommand(arguments, QStringLiteral("zh_CN")), plain);
}

void TestLanguage::helpTranslated()
{
    QVERIFY(runCommand({QStringLiteral("--help")}, QStringLiteral("de")).contains("LLM-Trainingsrezepte durchsuchen"));
    QVERIFY(runCommand({QStringLiteral("--help")}, QStringLiteral("zh_CN")).contains("浏览、比较和编辑 LLM 训练配方。"));
    const auto refused = runCommand({QStringLiteral("--lang"), QStringLiteral("fr")}, {});
    QVERIFY2(refused.contains("exit 2") && refused.contains("unknown language 'fr'"), refused.constData());
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
